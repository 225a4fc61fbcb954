import type { PageResult, ResourceManifest } from '@agvs/contract';
import { downloadFile, uploadFile } from '../api/files';
import { request } from '../api/request';
import { joinIds } from './listParams';

export type ResourceRow = Record<string, unknown> & { readonly id: string };

/** The generic calls of one manifest (SPEC §7 "Generic list"), like react-admin's DataProvider. */
export function resourceApi(manifest: ResourceManifest) {
  const base = manifest.basePath;
  return {
    list: (query: Record<string, string | number>) => request<PageResult<ResourceRow>>(`${base}/list`, { params: query }),
    recycleBin: (query: Record<string, string | number>) => request<PageResult<ResourceRow>>(`${base}/recycleBin`, { params: query }),
    add: (body: Record<string, unknown>) => request<{ id: string }>(`${base}/add`, { method: 'POST', body }),
    edit: (body: Record<string, unknown>) => request<null>(`${base}/edit`, { method: 'PUT', body }),
    remove: (id: string) => request<null>(`${base}/delete`, { method: 'DELETE', params: { id } }),
    removeBatch: (ids: readonly string[]) => request<null>(`${base}/deleteBatch`, { method: 'DELETE', params: { ids: joinIds(ids) } }),
    recover: (ids: readonly string[]) => request<null>(`${base}/recover`, { method: 'PUT', body: { ids: joinIds(ids) } }),
    resend: (ids: readonly string[]) => request<{ count: number }>(`${base}/resend`, { method: 'PUT', body: { ids: joinIds(ids) } }),
    exportXls: (query: Record<string, string | number>, selections: readonly string[], fileName: string) =>
      downloadFile(`${base}/exportXls`, { ...query, selections: selections.length ? joinIds(selections) : undefined }, fileName),
    importExcel: (file: File) => uploadFile(`${base}/importExcel`, file, file.name),
    duplicateCheck: (fieldName: string, fieldVal: string, dataId?: string) =>
      request<null>('/sys/duplicate/check', { params: { tableName: manifest.key, fieldName, fieldVal, dataId } }),
  };
}
export type ResourceApi = ReturnType<typeof resourceApi>;
