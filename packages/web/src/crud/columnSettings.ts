import { COLUMN_SETTINGS_CACHE_MS } from '@agvs/contract';

/** Shown/hidden and order of a table's columns, as ProTable's column state keeps it. */
export type ColumnState = Record<string, { show?: boolean; fixed?: 'left' | 'right'; order?: number }>;

const keyOf = (route: string) => `agvs:columns:${route}`;

/** Column settings of the table on `route`, cached 10 days (SPEC §9); absent or expired reads as undefined. */
export function loadColumnSettings(storage: Storage, route: string, now = Date.now()): ColumnState | undefined {
  const raw = storage.getItem(keyOf(route));
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as { value?: ColumnState; expire?: number };
    if (entry.value && typeof entry.expire === 'number' && entry.expire > now) return entry.value;
  } catch {
    // unreadable: treated as expired
  }
  storage.removeItem(keyOf(route));
  return undefined;
}

export function saveColumnSettings(storage: Storage, route: string, value: ColumnState, now = Date.now()): void {
  storage.setItem(keyOf(route), JSON.stringify({ value, expire: now + COLUMN_SETTINGS_CACHE_MS }));
}
