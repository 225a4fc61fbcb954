import { Alert, Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Figure {
  readonly key: string;
  readonly label: string;
  readonly value: ReactNode;
}

/** The latest figures of a monitoring page as a row of statistics. */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {figures.map((f) => (
        <Col key={f.key} xs={24} sm={12} md={8} lg={6}>
          <Card size="small">
            <Statistic title={f.label} valueRender={() => <span data-testid={`figure-${f.key}`}>{f.value}</span>} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** A failed sample: the reason, once, above the last good figures. */
export function SampleError({ error }: { error: unknown }) {
  const { t } = useTranslation(['monitoring']);
  if (!error) return null;
  const message = error instanceof Error && error.message ? error.message : t('monitoring:loadFailed');
  return <Alert type="error" showIcon message={message} style={{ marginBottom: 16 }} />;
}

