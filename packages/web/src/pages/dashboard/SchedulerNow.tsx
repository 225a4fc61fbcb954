import { DashboardCalls, Perm, type DashboardScheduler } from '@agvs/contract';
import { ProCard } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Space, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import { usePermission } from '../../session/usePermission';

/** Colour of each wait reason's tag: held and offline stand out, ordinary waiting stays calm. */
const REASON_COLOUR: Record<string, string> = {
  HELD_SATURATED: 'orange',
  VEHICLE_OFFLINE: 'red',
  NO_ELIGIBLE_VEHICLE: 'red',
  STATION_UNAVAILABLE: 'volcano',
  NO_FREE_DESTINATION: 'gold',
  WAITING_FOR_LOAD: 'blue',
  STATION_BUSY: 'geekblue',
  VEHICLES_BUSY: 'default',
  NOT_RELEASED: 'default',
};

type Row = DashboardScheduler['orders'][number];

/**
 * What the scheduler does now (issue 15, docs/dashboard.md "Waiting orders"): the open orders
 * that have no vehicle and why, and the vehicles by activity, from GET /agvserver/dashboard/scheduler
 * every five seconds (the running fleets, nothing stored).
 */
export function SchedulerNow() {
  const { t } = useTranslation('dashboard');
  const allowed = usePermission()(Perm.dashboardAnalysis);
  const now = useQuery({
    queryKey: ['dashboard', 'scheduler'],
    queryFn: () => callApi(DashboardCalls.scheduler, { query: {} }),
    enabled: allowed,
    refetchInterval: 5000,
  });
  if (!allowed) return null;
  const data = now.data;
  const reason = (r: string) => <Tag color={REASON_COLOUR[r] ?? 'default'}>{t(`scheduler.reason.${r}`, { defaultValue: r })}</Tag>;

  return (
    <ProCard title={t('scheduler.title')} bordered style={{ marginTop: 16 }} data-testid="dashboard-scheduler" data-waiting={data?.waitingTotal ?? ''}>
      {now.error ? <Alert type="error" showIcon message={String((now.error as Error).message)} /> : null}
      {data && data.saturatedLayouts.length > 0 ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid="dashboard-saturated" message={t('scheduler.saturated', { count: data.saturatedLayouts.length })} />
      ) : null}
      {data ? (
        <>
          <Space size={48} wrap style={{ marginBottom: 16 }} data-testid="dashboard-activities">
            <Statistic title={t('scheduler.waitingTotal')} value={data.waitingTotal} data-testid="dashboard-waiting-total" />
            {data.vehiclesByActivity
              .filter((a) => a.count > 0)
              .map((a) => (
                <Statistic key={a.activity} title={t(`scheduler.activity.${a.activity}`, { defaultValue: a.activity })} value={a.count} data-activity={a.activity} />
              ))}
          </Space>
          <Space wrap style={{ marginBottom: 12 }} data-testid="dashboard-reasons">
            {data.byReason.map((r) => (
              <span key={r.reason} data-reason={r.reason}>
                {reason(r.reason)}
                {r.count}
              </span>
            ))}
          </Space>
          {data.orders.length === 0 ? (
            <Empty description={t('scheduler.none')} />
          ) : (
            <Table<Row>
              size="small"
              rowKey="transorderId"
              dataSource={data.orders}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              data-testid="dashboard-waiting-orders"
              columns={[
                { title: t('scheduler.col.order'), dataIndex: 'transorderId' },
                { title: t('scheduler.col.source'), dataIndex: 'srcStationCode' },
                { title: t('scheduler.col.destination'), dataIndex: 'destination' },
                { title: t('scheduler.col.priority'), dataIndex: 'priority' },
                { title: t('scheduler.col.reason'), dataIndex: 'reason', render: (r: string) => reason(r) },
                { title: t('scheduler.col.waiting'), dataIndex: 'waitingMs', render: (ms: number) => t('scheduler.waitedFor', waitedParts(ms)) },
              ]}
            />
          )}
        </>
      ) : null}
    </ProCard>
  );
}

/** Whole minutes and the seconds left over. */
function waitedParts(ms: number): { minutes: number; seconds: number } {
  const s = Math.floor(ms / 1000);
  return { minutes: Math.floor(s / 60), seconds: s % 60 };
}
