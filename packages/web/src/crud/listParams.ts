import { filterableFields, listedFields, sortableFields, type ResourceManifest } from '@agvs/contract';

export type SortOrder = 'ascend' | 'descend' | null;

/** ProTable's request arguments as the generic list call's query (SPEC §7 "Generic list"). */
export function toListQuery(
  manifest: ResourceManifest,
  params: Readonly<Record<string, unknown>> & { readonly current?: number; readonly pageSize?: number },
  sort: Readonly<Record<string, SortOrder>>,
  fixed: Readonly<Record<string, string>> = {},
): Record<string, string | number> {
  const query: Record<string, string | number> = {
    pageNo: params.current ?? 1,
    pageSize: params.pageSize ?? 10,
    field: ['id', ...listedFields(manifest).map((f) => f.name)].join(','),
  };
  const sortable = sortableFields(manifest);
  const [column, order] = Object.entries(sort).find(([name, o]) => o && sortable.includes(name)) ?? [];
  if (column && order) {
    query['column'] = column;
    query['order'] = order === 'ascend' ? 'asc' : 'desc';
  }
  for (const field of filterableFields(manifest)) {
    if (field.type === 'datetime') {
      Object.assign(query, timeRange(field.name, params[field.name]));
      continue;
    }
    const value = fixed[field.name] ?? params[field.name];
    if (value === undefined || value === null || String(value).trim() === '') continue;
    query[field.name] = String(value).trim();
  }
  return query;
}

/**
 * A datetime search is a range: [from, to] (dates, date strings or ms) becomes {name}_begin and
 * {name}_end in ms, either end may be open.
 */
export function timeRange(name: string, value: unknown): Record<string, number> {
  if (!Array.isArray(value)) return {};
  const ms = (v: unknown) => {
    if (v === null || v === undefined || v === '') return undefined;
    const t = typeof v === 'number' ? v : new Date(v as string | Date).getTime();
    return Number.isFinite(t) ? t : undefined;
  };
  const out: Record<string, number> = {};
  const [from, to] = [ms(value[0]), ms(value[1])];
  if (from !== undefined) out[`${name}_begin`] = from;
  if (to !== undefined) out[`${name}_end`] = to;
  return out;
}

/** The ids of a batch call, comma-joined (SPEC §7). */
export const joinIds = (ids: readonly (string | number)[]): string => ids.map(String).join(',');
