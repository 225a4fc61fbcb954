import dayjs from 'dayjs';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface TrendSeries {
  readonly name: string;
  readonly values: readonly number[];
}

/** Lines over sample times (HH:mm:ss), one per series, with the unit on the value axis. */
export function TrendChart({ times, series, unit, testId }: { times: readonly number[]; series: readonly TrendSeries[]; unit: string; testId?: string }) {
  const option = {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((s) => s.name) },
    grid: { left: 60, right: 20, top: 40, bottom: 30 },
    xAxis: { type: 'category', boundaryGap: false, data: times.map((t) => dayjs(t).format('HH:mm:ss')) },
    yAxis: { type: 'value', name: unit, scale: true },
    series: series.map((s) => ({ name: s.name, type: 'line', showSymbol: false, data: [...s.values] })),
  };
  return (
    <div data-testid={testId} data-points={times.length}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 280 }} />
    </div>
  );
}
