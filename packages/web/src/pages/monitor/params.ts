/** Query of the map monitor routes (SPEC §2 "Map monitor"). */
export interface MonitorParams {
  readonly layoutId: string | null;
  readonly mapId: string | null;
  readonly modelId: string | null;
  readonly isChild: boolean;
  readonly graphLayoutId: string | null;
  readonly ableCreateTask: boolean;
  readonly focusAgvUid: string | null;
  /** Board mode: a wall screen without operations. */
  readonly isBoard: boolean;
}

const text = (query: URLSearchParams, key: string) => {
  const value = query.get(key)?.trim();
  return value ? value : null;
};

const flag = (query: URLSearchParams, key: string) => {
  const value = query.get(key)?.trim().toLowerCase();
  return value === 'true' || value === '1';
};

export function parseMonitorParams(query: URLSearchParams): MonitorParams {
  return {
    layoutId: text(query, 'layoutId'),
    mapId: text(query, 'mapId'),
    modelId: text(query, 'modelId'),
    isChild: flag(query, 'isChild'),
    graphLayoutId: text(query, 'graphLayoutId'),
    // Creating tasks is allowed unless the query turns it off (SPEC: ableCreateTask isn't false).
    ableCreateTask: !['false', '0'].includes(query.get('ableCreateTask')?.trim().toLowerCase() ?? ''),
    focusAgvUid: text(query, 'focusAgvUid'),
    isBoard: flag(query, 'isBoard'),
  };
}

/** The query without the sign-in credentials, so they do not stay in the address bar. */
export function withoutCredentials(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('username');
  query.delete('password');
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
