import { PlanningCalls } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import dayjs from 'dayjs';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import { PLANNING_KEY } from './usePlanning';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** A plan's parts per hour of need time: required by its require orders, and of those delivered. */
export function PlanProgressChart({ planId }: { readonly planId: string }) {
  const { t } = useTranslation('planning');
  const progress = useQuery({ queryKey: [...PLANNING_KEY, 'progress', planId], queryFn: () => callApi(PlanningCalls.progress, { query: { id: planId } }), refetchInterval: 30_000 });
  const hours = progress.data?.hours ?? [];
  if (!progress.isLoading && !hours.length) return <Empty description={t('progress.empty')} />;
  const option = {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { data: [t('progress.required'), t('progress.delivered')] },
    grid: { left: 50, right: 20, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: hours.map((h) => dayjs(h.hour).format('MM-DD HH:00')) },
    yAxis: { type: 'value', name: t('progress.unit') },
    series: [
      { name: t('progress.required'), type: 'bar', data: hours.map((h) => h.required) },
      { name: t('progress.delivered'), type: 'bar', data: hours.map((h) => h.delivered) },
    ],
  };
  return (
    <div data-testid="plan-progress-chart" data-hours={hours.length}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300 }} />
    </div>
  );
}
