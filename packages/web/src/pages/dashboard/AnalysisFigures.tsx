import { Perm } from '@agvs/contract';
import { ProCard, StatisticCard } from '@ant-design/pro-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Col, Row, Skeleton, Space, Statistic } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardApi } from '../../api/dashboard';
import { usePermission } from '../../session/usePermission';
import { minutesOf, presetDays, rangeOf, type RangePreset } from './range';
import { RangeFilters } from './RangeFilters';
import { usePlantZone } from './usePlantZone';

// ECharts is large: it loads with the charts, after the figures, never on the sign-in page.
const DashboardCharts = lazy(() => import('./DashboardCharts'));

const PRESETS: readonly RangePreset[] = ['today', 'last7', 'last30'];

/** The dashboard's figures for a range of days (default today), from GET /agvserver/dashboard/analysis. */
export function AnalysisFigures() {
  const { t } = useTranslation('dashboard');
  const allowed = usePermission()(Perm.dashboardAnalysis);
  const zone = usePlantZone();
  const [days, setDays] = useState<[Dayjs, Dayjs]>(() => presetDays('today', zone));
  const range = useMemo(() => rangeOf(days[0], days[1], zone), [days, zone]);
  // All layouts of the tenant, or one hall's.
  const [layoutId, setLayoutId] = useState<string | undefined>(undefined);
  const analysis = useQuery({
    queryKey: ['dashboard', 'analysis', range.from, range.to, layoutId],
    queryFn: () => dashboardApi.analysis({ ...range, layoutId }),
    enabled: allowed,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
  if (!allowed) return null;
  const data = analysis.data;

  return (
    <div style={{ marginTop: 16 }} data-testid="dashboard-analysis">
      <RangeFilters
        days={days}
        onDays={setDays}
        layoutId={layoutId}
        onLayout={setLayoutId}
        presets={PRESETS}
        testIds={{ range: 'dashboard-range', layout: 'dashboard-layout' }}
      />
      {analysis.error ? <Alert type="error" showIcon message={String((analysis.error as Error).message)} /> : null}
      {!data ? (
        analysis.isPending ? <Skeleton active /> : null
      ) : (
        <>
          <Row gutter={[16, 16]} data-testid="dashboard-kpis">
            <Col xs={24} sm={12} lg={6}>
              <StatisticCard data-testid="kpi-completed" statistic={{ title: t('kpi.completed'), value: data.kpi.completed }} />
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <StatisticCard
                data-testid="kpi-duration"
                statistic={{ title: t('kpi.avgDuration'), value: minutesOf(data.kpi.avgDurationMs) ?? '–', suffix: data.kpi.avgDurationMs === null ? undefined : t('unit.minutes') }}
              />
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <StatisticCard data-testid="kpi-closed" statistic={{ title: t('kpi.closed'), value: data.kpi.closed }} />
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <StatisticCard
                data-testid="kpi-online"
                statistic={{ title: t('kpi.online'), value: data.kpi.vehiclesOnline, suffix: `/ ${data.kpi.vehiclesTotal}` }}
              />
            </Col>
          </Row>
          <ProCard title={t('openOrders')} bordered style={{ marginTop: 16 }} data-testid="dashboard-open-orders">
            <Space size={48} wrap>
              {data.openByStatus.map((s) => (
                <Statistic key={s.status} title={t(`status.${s.status}`, { defaultValue: s.status })} value={s.count} data-status={s.status} />
              ))}
            </Space>
          </ProCard>
          <Suspense fallback={<Skeleton active style={{ marginTop: 16 }} />}>
            <DashboardCharts data={data} />
          </Suspense>
        </>
      )}
    </div>
  );
}
