import type { DictItem } from '@agvs/contract';
import { request, type Credentials } from './request';

export const dictApi = {
  items: (code: string) =>
    request<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, { cacheable: true }),
  all: (credentials?: Credentials) =>
    request<Record<string, DictItem[]>>('/sys/dict/queryAllDictItems', { credentials }),
  refreshCache: () => request<unknown>('/sys/dict/refleshCache'),
};
