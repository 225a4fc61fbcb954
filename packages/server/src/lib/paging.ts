import type { PageResult } from '@agvs/contract';

/** The page shape the console's tables read (MyBatis-Plus `IPage`). */
export function toPage<T>(
  records: readonly T[],
  total: number,
  query: { readonly pageNo: number; readonly pageSize: number },
): PageResult<T> {
  return {
    records,
    total,
    size: query.pageSize,
    current: query.pageNo,
    pages: Math.ceil(total / query.pageSize),
  };
}
