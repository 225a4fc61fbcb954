import { Perm, type Transorder, type TransorderDetail, type TransorderDetailStep } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback';
import { showFailure } from '../../../api/request';
import { usePermission } from '../../../session/usePermission';
import { ordersApi } from './api';
import { formatTime, orDash } from './format';
import { stepAction, stepAfterAction } from './logic/orderRules';
import { STEP_COLUMN_WIDTHS as W, STEP_SCROLL } from './logic/stepColumns';

/** The stops of a transport order (pageSize 100) and the action steps of the chosen stop (SPEC §2, §4). */
export function OrderDetailDialog({ order, onClose }: { readonly order: Transorder | null; readonly onClose: () => void }) {
  const { t } = useTranslation('monitorOrders');
  const [detailId, setDetailId] = useState<string | null>(null);
  const details = useQuery({
    queryKey: ['monitor', 'orderDetails', order?.id],
    queryFn: () => ordersApi.details(order!.id),
    enabled: !!order,
  });
  const chosen = detailId ?? details.data?.records[0]?.id ?? null;

  const columns: TableColumnsType<TransorderDetail> = [
    { title: t('detailSeq'), dataIndex: 'seq', width: 70 },
    { title: t('station'), dataIndex: 'stationCode' },
    { title: t('sent'), dataIndex: 'isSend', render: (v: number) => <Tag color={v === 1 ? 'green' : 'default'}>{t(v === 1 ? 'sentYes' : 'sentNo')}</Tag> },
  ];

  return (
    <Modal
      open={!!order}
      width={1200}
      title={order ? t('orderDetailTitle', { code: order.transorderCode }) : ''}
      onCancel={() => {
        setDetailId(null);
        onClose();
      }}
      footer={null}
      destroyOnHidden
    >
      <div data-testid="order-detail-dialog">
        <Table<TransorderDetail>
          rowKey="id"
          size="small"
          loading={details.isFetching}
          columns={columns}
          dataSource={[...(details.data?.records ?? [])]}
          pagination={false}
          rowClassName={(row) => (row.id === chosen ? 'mmo-row-chosen' : '')}
          onRow={(row) => ({ onClick: () => setDetailId(row.id) })}
        />
        {chosen && <StepTable detailId={chosen} />}
      </div>
    </Modal>
  );
}

function StepTable({ detailId }: { readonly detailId: string }) {
  const { t } = useTranslation('monitorOrders');
  const allowed = usePermission();
  const steps = useQuery({ queryKey: ['monitor', 'orderSteps', detailId], queryFn: () => ordersApi.steps(detailId) });

  const toggle = async (step: TransorderDetailStep) => {
    try {
      await ordersApi.saveStep({ ...step, isSend: stepAfterAction(step.isSend) });
      feedback.message.success(t('stepSaved'));
      await steps.refetch();
    } catch (error) {
      showFailure(error, t('saveFailed'));
    }
  };

  const text = (key: keyof TransorderDetailStep & keyof typeof W) => ({ title: t(`step.${key}`), dataIndex: key, width: W[key], render: orDash });
  const columns: TableColumnsType<TransorderDetailStep> = [
    { title: t('step.seq'), dataIndex: 'seq', width: W.seq, fixed: 'left' },
    text('actionStepCode'),
    text('actionStepName'),
    {
      title: t('step.isSend'),
      dataIndex: 'isSend',
      width: W.isSend,
      // Reload and close change a carried order: the same right as closing orders (server checks it too).
      render: (v: number, row) =>
        allowed(Perm.monitorTransorderDelete) ? (
          <a onClick={() => void toggle(row)} data-testid="step-toggle" data-is-send={v}>
            {t(`step.${stepAction(v)}`)}
          </a>
        ) : (
          t(v === 1 ? 'sentYes' : 'sentNo')
        ),
    },
    text('warningInfo'),
    text('actionStepType'),
    text('actionStepPara'),
    text('actionStepPara1'),
    text('actionStepPara2'),
    text('actionSuccessJump'),
    text('actionFailJump'),
    text('equipmentName'),
    text('ipAddress'),
    { title: t('step.updateTime'), dataIndex: 'updateTime', width: W.updateTime, render: formatTime },
  ];
  return (
    <Table<TransorderDetailStep>
      className="mmo-step-table"
      rowKey="id"
      size="small"
      loading={steps.isFetching}
      columns={columns}
      dataSource={[...(steps.data ?? [])]}
      pagination={false}
      scroll={STEP_SCROLL}
      data-testid="step-table"
    />
  );
}
