import type { StockRow } from '@agvs/contract';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Most parts drawn as their own series; the rest are summed as one, so the legend stays readable. */
const SHOWN_PARTS = 8;

/** Quantity per location, stacked by part: where the stock of each part lies at a glance. */
export default function StockChart({ rows, otherLabel }: { readonly rows: readonly StockRow[]; readonly otherLabel: string }) {
  const locations = [...new Set(rows.map((r) => `${r.warehouseCode} / ${r.locationCode}`))];
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.partNo, (totals.get(r.partNo) ?? 0) + r.quantity);
  const parts = [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([p]) => p);
  const shown = new Set(parts.slice(0, SHOWN_PARTS));
  const seriesOf = (part: string | null) =>
    locations.map((loc) => rows.filter((r) => `${r.warehouseCode} / ${r.locationCode}` === loc && (part === null ? !shown.has(r.partNo) : r.partNo === part)).reduce((n, r) => n + r.quantity, 0));
  const series = [...shown].map((p) => ({ name: p, type: 'bar', stack: 'qty', data: seriesOf(p), barMaxWidth: 48 }));
  if (parts.length > SHOWN_PARTS) series.push({ name: otherLabel, type: 'bar', stack: 'qty', data: seriesOf(null), barMaxWidth: 48 });
  const option = {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 56, right: 24, top: 40, bottom: 56 },
    xAxis: { type: 'category', data: locations, axisLabel: { rotate: locations.length > 8 ? 30 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series,
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300 }} />;
}
