import { DictCalls } from '@agvs/contract';
import { callApi } from './call';
import type { Credentials } from './request';

export const dictApi = {
  /** Cacheable (no `_t`, SPEC §7): the declaration says so. */
  items: (code: string) => callApi(DictCalls.getDictItems, { params: { code } }),
  all: (credentials?: Credentials) => callApi(DictCalls.queryAllDictItems, {}, { credentials }),
  refreshCache: () => callApi(DictCalls.refleshCache, {}),
};
