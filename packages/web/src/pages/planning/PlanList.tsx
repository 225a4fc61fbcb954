import { Perm, PlanningCalls, type Plan, type PlanStatus } from '@agvs/contract';
import { Badge, Button, Card, Form, Modal, Popconfirm, Progress, Space, Table, Tag, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../api/call';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { usePermission } from '../../session/usePermission';
import { PlanForm, planBody, planFormValues, type PlanFormValues } from './PlanForm';
import { PlanProgressChart } from './PlanProgressChart';
import { formatTime, usePlanOptions, usePlans, useRefreshPlanning } from './usePlanning';

export const STATUS_COLOUR: Record<PlanStatus, string> = { Draft: 'default', Released: 'blue', Running: 'green', Done: 'cyan', Cancelled: 'red' };

/** Production plans (docs/planning.md): create a draft, derive its details, release it, follow its progress and warnings. */
export default function PlanList() {
  const { t } = useTranslation(['planning', 'crud']);
  const can = usePermission();
  const navigate = useNavigate();
  const refresh = useRefreshPlanning();
  const [editing, setEditing] = useState<Plan | null | undefined>(undefined);
  const [charted, setCharted] = useState<Plan | null>(null);
  const [form] = Form.useForm<PlanFormValues>();
  const plans = usePlans();
  const options = usePlanOptions(editing !== undefined);

  const act = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      if (done) feedback.message.success(done);
      await refresh();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };
  const save = async () => {
    const values = await form.validateFields();
    await act(async () => {
      await callApi(PlanningCalls.save, { body: { ...planBody(values), id: editing?.id ?? null } });
      setEditing(undefined);
    }, t('plan.saved'));
  };

  return (
    <Card
      title={t('plan.title')}
      extra={
        can(Perm.planEdit) && (
          <Button type="primary" onClick={() => setEditing(null)} data-testid="plan-add">
            {t('plan.add')}
          </Button>
        )
      }
    >
      <Table<Plan>
        rowKey="id"
        loading={plans.isLoading}
        dataSource={plans.data ?? []}
        pagination={{ pageSize: 20 }}
        scroll={{ x: 1300 }}
        locale={{ emptyText: t('plan.empty') }}
        columns={[
          { title: t('plan.code'), dataIndex: 'planCode' },
          { title: t('plan.name'), dataIndex: 'planName' },
          { title: t('plan.line'), dataIndex: 'lineName' },
          { title: t('plan.product'), render: (_, p) => p.product ?? p.bomName },
          { title: t('plan.quantity'), dataIndex: 'quantity' },
          { title: t('plan.start'), dataIndex: 'startTime', render: formatTime },
          { title: t('plan.end'), dataIndex: 'endTime', render: formatTime },
          { title: t('plan.takt'), dataIndex: 'effectiveTaktSeconds' },
          { title: t('plan.status'), dataIndex: 'status', render: (s: PlanStatus) => <Tag color={STATUS_COLOUR[s]}>{t(`status.${s}`)}</Tag> },
          {
            title: t('plan.required'),
            render: (_, p) => <Progress size="small" style={{ width: 120 }} percent={p.totalQuantity ? Math.floor((p.requiredQuantity / p.totalQuantity) * 100) : 0} format={() => `${p.requiredQuantity}/${p.totalQuantity}`} />,
          },
          {
            title: t('plan.warnings'),
            dataIndex: 'warningCount',
            render: (n: number, p) => (
              <a onClick={() => void navigate(`/plan/warning?planId=${p.id}`)} data-testid="plan-warning-count" data-count={n}>
                <Badge count={n} showZero color={n ? 'red' : 'green'} />
              </a>
            ),
          },
          {
            title: t('plan.actions'),
            fixed: 'right',
            render: (_, p) => (
              <Space wrap>
                <a onClick={() => void navigate(`/plan/detail?planId=${p.id}`)}>{t('plan.details')}</a>
                <a onClick={() => setCharted(p)}>{t('plan.progress')}</a>
                {can(Perm.planEdit) && p.status === 'Draft' && <a onClick={() => setEditing(p)}>{t('plan.edit')}</a>}
                {can(Perm.planRelease) && p.status === 'Draft' && (
                  <Popconfirm title={t('plan.confirmRelease')} onConfirm={() => act(() => callApi(PlanningCalls.release, { body: { id: p.id } }), t('plan.releasedOk'))}>
                    <a data-testid="plan-release">{t('plan.release')}</a>
                  </Popconfirm>
                )}
                {can(Perm.planRelease) && (p.status === 'Released' || p.status === 'Running' || p.status === 'Draft') && (
                  <Popconfirm title={t('plan.confirmCancel')} onConfirm={() => act(() => callApi(PlanningCalls.cancel, { body: { id: p.id } }), t('plan.cancelledOk'))}>
                    <a>{t('plan.cancel')}</a>
                  </Popconfirm>
                )}
                {can(Perm.planDelete) && (p.status === 'Draft' || p.status === 'Cancelled') && (
                  <Popconfirm title={t('plan.confirmDelete')} onConfirm={() => act(() => callApi(PlanningCalls.remove, { query: { id: p.id } }), t('plan.deletedOk'))}>
                    <a>{t('plan.delete')}</a>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal open={editing !== undefined} width={800} title={t(editing ? 'plan.edit' : 'plan.add')} onOk={() => void save()} onCancel={() => setEditing(undefined)} okButtonProps={{ 'data-testid': 'plan-save' } as ButtonProps} destroyOnHidden>
        {editing !== undefined && <PlanForm form={form} initial={planFormValues(editing)} options={options.data} />}
      </Modal>
      <Modal open={charted !== null} width={1000} title={t('progress.title', { code: charted?.planCode ?? '' })} footer={null} onCancel={() => setCharted(null)} destroyOnHidden>
        {charted && <PlanProgressChart planId={charted.id} />}
      </Modal>
    </Card>
  );
}
