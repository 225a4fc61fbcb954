import { DASHBOARD_TREND_MAX_DAYS as MAX_DAYS, Perm, type DashboardTrend } from '@agvs/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Result, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardApi } from '../../../api/dashboard';
import { usePermission } from '../../../session/usePermission';
import { presetDays, rangeOf, type RangePreset } from '../range';
import { usePlantZone } from '../usePlantZone';
import { RangeFilters } from '../RangeFilters';

// ECharts loads with the charts, never with the shell.
const TrendCharts = lazy(() => import('./TrendCharts'));

export type TrendKind = 'index' | 'orders' | 'mileage' | 'runTime';
const PRESETS: readonly RangePreset[] = ['last7', 'last15', 'last30'];

/**
 * The dashboard's per-day pages (index chart, orders per vehicle, run mileage, run time;
 * docs/dashboard.md): a range of days (at most 92) and a layout, then the charts and the
 * vehicle-by-day table of GET /agvserver/dashboard/trend.
 */
export function TrendPage({ kind, preset }: { readonly kind: TrendKind; readonly preset: RangePreset }) {
  const { t } = useTranslation('dashboard');
  const allowed = usePermission()(Perm.dashboardAnalysis);
  const zone = usePlantZone();
  const [days, setDays] = useState<[Dayjs, Dayjs]>(() => presetDays(preset, zone));
  const range = useMemo(() => rangeOf(days[0], days[1], zone), [days, zone]);
  const [layoutId, setLayoutId] = useState<string | undefined>(undefined);
  const trend = useQuery<DashboardTrend>({
    queryKey: ['dashboard', 'trend', range.from, range.to, layoutId],
    queryFn: () => dashboardApi.trend({ ...range, layoutId }),
    enabled: allowed,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
  if (!allowed) return <Result status="403" title={t('trend.forbidden')} />;
  return (
    <div className="agvs-page-body" data-testid={`trend-${kind}`}>
      <RangeFilters
        days={days}
        onDays={setDays}
        layoutId={layoutId}
        onLayout={setLayoutId}
        presets={PRESETS}
        maxDays={MAX_DAYS}
        testIds={{ range: 'trend-range', layout: 'trend-layout' }}
      />
      {trend.error ? <Alert type="error" showIcon message={String((trend.error as Error).message)} /> : null}
      {trend.data ? (
        <Suspense fallback={<Skeleton active />}>
          <TrendCharts kind={kind} data={trend.data} />
        </Suspense>
      ) : trend.isPending ? (
        <Skeleton active />
      ) : null}
    </div>
  );
}
