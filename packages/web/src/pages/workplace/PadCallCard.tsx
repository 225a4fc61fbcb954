import type { PadCall } from '@agvs/contract';
import { Button, Card, Popconfirm, Steps, Tag, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** The four steps a worker follows; a closed call shows where it stopped, in red. */
const STEPS = ['called', 'transport', 'onTheWay', 'done'] as const;

function currentStep(call: PadCall): number {
  if (call.stage === 'closed') return call.agvName ? 2 : 1;
  return STEPS.indexOf(call.stage);
}

/** One call of the pad: what was pressed, its progress, the vehicle, and cancel while it is open. */
export function PadCallCard({ call, time, onCancel }: { readonly call: PadCall; readonly time: Intl.DateTimeFormat; readonly onCancel: (id: string) => void }) {
  const { t } = useTranslation('workplace');
  const open = call.stage !== 'done' && call.stage !== 'closed';
  return (
    <Card
      className="wp-call"
      data-testid="pad-call"
      data-stage={call.stage}
      title={call.label}
      extra={
        open ? (
          <Popconfirm
            title={t('pad.confirmCancel')}
            okText={t('pad.cancelYes')}
            cancelText={t('pad.cancelNo')}
            okButtonProps={{ className: 'wp-touch', danger: true, 'data-testid': 'pad-cancel-yes' } as ButtonProps}
            cancelButtonProps={{ className: 'wp-touch' }}
            onConfirm={() => onCancel(call.id)}
          >
            <Button className="wp-touch" danger data-testid="pad-cancel">
              {t('pad.cancel')}
            </Button>
          </Popconfirm>
        ) : (
          <Tag color={call.stage === 'done' ? 'green' : 'red'} style={{ fontSize: 20, padding: '6px 12px' }} data-testid="pad-call-ended">
            {t(`stage.${call.stage}`)}
          </Tag>
        )
      }
    >
      <Steps
        current={currentStep(call)}
        status={call.stage === 'closed' ? 'error' : call.stage === 'done' ? 'finish' : 'process'}
        responsive={false}
        labelPlacement="vertical"
        items={STEPS.map((s) => ({ title: t(`stage.${s}`) }))}
      />
      <div className="wp-call-meta">
        <span>{t('pad.calledAt', { time: time.format(call.createdAt) })}</span>
        {call.taskCode && <span>{t('pad.order', { code: call.taskCode })}</span>}
        {call.agvName && <span data-testid="pad-call-vehicle">{t('pad.vehicle', { name: call.agvName })}</span>}
      </div>
    </Card>
  );
}
