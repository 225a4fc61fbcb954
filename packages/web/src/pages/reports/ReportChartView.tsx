import type { ReportChart } from '@agvs/contract';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/**
 * A report's chart (ECharts, loaded with this chunk only, as the dashboard's). Lines for a trend
 * over days, bars to compare, stacked bars for parts of a whole (a vehicle's day by activity).
 */
export default function ReportChartView({ chart }: { chart: ReportChart }) {
  const stacked = chart.kind === 'stackedBar';
  const option = {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 56, right: 24, top: 40, bottom: 48 },
    xAxis: { type: 'category', data: chart.categories, axisLabel: { rotate: chart.categories.length > 12 ? 45 : 0 } },
    yAxis: { type: 'value', name: chart.unit, minInterval: 1 },
    series: chart.series.map((s) => ({
      name: s.name,
      type: chart.kind === 'line' ? 'line' : 'bar',
      data: s.data,
      stack: stacked ? 'total' : undefined,
      emphasis: { focus: 'series' },
      // One day or one vehicle would otherwise be a bar across the whole card.
      barMaxWidth: 48,
    })),
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 320 }} />;
}
