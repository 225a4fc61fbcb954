import { PlanningCalls, type PlanWarning } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Select, Space, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../api/call';
import { formatTime, PLANNING_KEY, usePlans } from './usePlanning';

/** Why plans cannot be met (docs/planning.md "Warnings"): raised and cleared by the server as it checks the plans. */
export default function PlanWarningList() {
  const { t } = useTranslation('planning');
  const [params, setParams] = useSearchParams();
  const planId = params.get('planId') ?? undefined;
  const showCleared = params.get('cleared') === '1';
  const plans = usePlans();
  const warnings = useQuery({
    queryKey: [...PLANNING_KEY, 'warnings', planId, showCleared],
    queryFn: () => callApi(PlanningCalls.warnings, { query: { planId, open: showCleared ? 0 : 1 } }),
    refetchInterval: 30_000,
  });
  const set = (next: { planId?: string; cleared?: boolean }) => {
    const p = new URLSearchParams();
    const id = 'planId' in next ? next.planId : planId;
    if (id) p.set('planId', id);
    if (next.cleared ?? showCleared) p.set('cleared', '1');
    setParams(p);
  };
  return (
    <Card
      title={t('warning.title')}
      extra={
        <Space>
          <Select allowClear style={{ width: 300 }} value={planId} placeholder={t('warning.allPlans')} onChange={(id?: string) => set({ planId: id })} options={(plans.data ?? []).map((p) => ({ value: p.id, label: `${p.planCode} ${p.planName}` }))} />
          <Space>
            <Switch checked={showCleared} onChange={(on) => set({ cleared: on })} />
            {t('warning.showCleared')}
          </Space>
        </Space>
      }
    >
      <Table<PlanWarning>
        rowKey="id"
        loading={warnings.isLoading}
        dataSource={warnings.data ?? []}
        pagination={{ pageSize: 50 }}
        locale={{ emptyText: t('warning.empty') }}
        columns={[
          { title: t('warning.plan'), dataIndex: 'planCode' },
          { title: t('warning.level'), dataIndex: 'level', render: (l: PlanWarning['level']) => <Tag color={l === 'error' ? 'red' : 'orange'}>{t(`level.${l}`)}</Tag> },
          { title: t('warning.reason'), render: (_, w) => <span data-testid="plan-warning-reason">{t(`reason.${w.kind}`, w.params)}</span> },
          { title: t('warning.raisedAt'), dataIndex: 'raisedAt', render: formatTime },
          { title: t('warning.clearedAt'), dataIndex: 'clearedAt', render: (v: number | null) => (v ? formatTime(v) : <Tag color="red">{t('warning.open')}</Tag>) },
        ]}
      />
    </Card>
  );
}
