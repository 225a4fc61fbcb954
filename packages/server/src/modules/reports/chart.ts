import type { ReportChart, ReportChartKind } from '@agvs/contract';
import type { ChartDef, Row } from './definition.js';

/** Series drawn at most: beyond this a legend is unreadable; the rest are summed as `others`. */
export const MAX_SERIES = 12;

/**
 * What a report's chart draws, from every row of the search: rows summed by category (ascending)
 * and by series. `label` names a measure (a column title) and the summed rest of the series.
 */
export function chartOf(def: ChartDef, kind: ReportChartKind, rows: readonly Row[], texts: { title: string; unit: string; label: (column: string) => string; others: string }): ReportChart {
  const categories = [...new Set(rows.map((r) => String(r[def.category] ?? '')))].sort();
  const index = new Map(categories.map((c, i) => [c, i]));
  const sums = new Map<string, number[]>();
  const add = (name: string, at: number, value: unknown) => {
    const data = sums.get(name) ?? sums.set(name, categories.map(() => 0)).get(name)!;
    data[at]! += Number(value ?? 0);
  };
  for (const row of rows) {
    const at = index.get(String(row[def.category] ?? ''))!;
    if (def.series) add(String(row[def.series] ?? ''), at, row[def.values[0]!]);
    else for (const column of def.values) add(texts.label(column), at, row[column]);
  }
  let series = [...sums].map(([name, data]) => ({ name, data: data.map((v) => Math.round(v * 100) / 100) }));
  if (def.series && series.length > MAX_SERIES) {
    // The biggest series keep their own line; the others are added up into one.
    const bySize = [...series].sort((a, b) => sum(b.data) - sum(a.data));
    const rest = bySize.slice(MAX_SERIES - 1);
    series = [...bySize.slice(0, MAX_SERIES - 1), { name: texts.others, data: categories.map((_, i) => sum(rest.map((s) => s.data[i]!))) }];
  }
  return { kind, title: texts.title, unit: texts.unit, categories, series };
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
