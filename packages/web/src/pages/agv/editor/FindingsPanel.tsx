import type { SiteFinding } from '@agvs/contract';
import { Alert, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Findings } from './useDraftSync';

/** The checks' findings on the draft; choosing one selects and shows what it names. */
export function FindingsPanel({ findings, show }: { readonly findings: Findings; show(finding: SiteFinding): void }) {
  const { t } = useTranslation('layoutEditor');
  const errors = findings.list.filter((f) => f.severity === 'error').length;
  return (
    <div className="le-findings-panel" data-testid="editor-findings">
      <Typography.Title level={5}>{t('findings.title')}</Typography.Title>
      {findings.stale && <Alert type="info" showIcon message={t('findings.stale')} style={{ marginBottom: 8 }} />}
      {findings.list.length === 0 ? (
        <Typography.Text type="secondary">{t('findings.none')}</Typography.Text>
      ) : (
        <>
          <Typography.Paragraph>{t('findings.count', { errors, warnings: findings.list.length - errors })}</Typography.Paragraph>
          <List
            size="small"
            dataSource={[...findings.list]}
            renderItem={(f, i) => (
              <List.Item key={i} className="le-finding-row" onClick={() => show(f)} data-testid="editor-finding" data-rule={f.rule}>
                <Tag color={f.severity === 'error' ? 'error' : 'warning'}>{t(`findings.${f.severity}`)}</Tag>
                {f.message}
              </List.Item>
            )}
          />
        </>
      )}
    </div>
  );
}
