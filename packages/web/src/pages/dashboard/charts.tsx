import { ProCard } from '@ant-design/pro-components';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

/*
 * What the dashboard's charts share (ECharts, imported only by the lazily loaded chart chunks, so
 * the sign-in page and the shell stay within the first-load budget).
 */
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export const ACTIVITY_KEYS = ['drivingS', 'workingS', 'chargingS', 'idleS', 'waitingS', 'otherS'] as const;
export const ERROR_COLOURS: Record<string, string> = { Notice: '#1677ff', Warning: '#faad14', Error: '#ff4d4f', Fatal: '#a8071a' };

/** One chart in a card; data-total lets the browser test read what the chart was given. */
export function Chart({ title, testId, total, option, height = 280 }: { title: string; testId: string; total: number; option: object; height?: number }) {
  return (
    <ProCard title={title} bordered data-testid={testId} data-total={total}>
      <ReactEChartsCore echarts={echarts} option={{ animation: false, tooltip: {}, ...option }} notMerge style={{ height }} />
    </ProCard>
  );
}

export const bars = (names: readonly string[], values: readonly number[], unit: string, colour?: string) => ({
  grid: { left: 50, right: 20, top: 30, bottom: 40 },
  xAxis: { type: 'category', data: [...names], axisLabel: { interval: 0, rotate: names.length > 12 ? 45 : 0 } },
  yAxis: { type: 'value', name: unit, minInterval: 1 },
  series: [{ type: 'bar', data: [...values], itemStyle: colour ? { color: colour } : undefined, label: { show: names.length <= 24, position: 'top' } }],
});
