/** Every response of the API travels in this envelope (SPEC §7, §8). */
export interface ApiResponse<T = unknown> {
  readonly success: boolean;
  readonly message: string;
  /** 200 ok, 201 partial import failure, 400 bad request, 401, 403, 404, 500 error, 510 list warning. */
  readonly code: number;
  readonly result: T;
  /** ms since epoch when the server answered. */
  readonly timestamp: number;
}

/** One page of a list (Jeecg/MyBatis-Plus shape the spec's console expects). */
export interface PageResult<T> {
  readonly records: readonly T[];
  readonly total: number;
  readonly size: number;
  readonly current: number;
  readonly pages: number;
}

export const ResponseCode = {
  ok: 200,
  partialImport: 201,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  error: 500,
  listWarning: 510,
} as const;
export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

/** HTTP headers the console sends with every call (SPEC §7). */
export const Headers = {
  token: 'X-Access-Token',
  tenant: 'tenant_id',
} as const;

/** Base path of every API call (SPEC §7). */
export const API_BASE = '/agvs';
