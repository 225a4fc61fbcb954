import { API_BASE } from '@agvs/contract';

export type QueryParams = Readonly<Record<string, unknown>>;

/**
 * Builds the address of an API call (SPEC §7): base path, parameters without null or undefined,
 * and `_t` on GET so proxies and browsers never answer from a stale cache.
 */
export function buildUrl(
  path: string,
  params: QueryParams | undefined,
  options: { readonly timestamp?: number } = {},
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    query.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (options.timestamp !== undefined) query.append('_t', String(options.timestamp));
  const search = query.toString();
  const normalised = path.startsWith('/') ? path : `/${path}`;
  return `${API_BASE}${normalised}${search ? `?${search}` : ''}`;
}

/** Request bodies drop null and undefined fields too, as the spec's client does; lists (selected rows) go as they are. */
export function dropEmpty<T extends object>(body: T): Partial<T> {
  if (Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}
