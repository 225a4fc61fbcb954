import { CheckCalls, resourceCalls, type CallDef, type ResourceManifest, type resourceRowSchema } from '@agvs/contract';
import type { z } from 'zod';
import { callApi, downloadCall, uploadCall } from '../api/call';
import { joinIds } from './listParams';

export type ResourceRow = z.output<ReturnType<typeof resourceRowSchema>>;

/** A call the page offers only when the manifest grants it; asking for a missing one is a page bug. */
function granted<D extends CallDef>(call: D | undefined, what: string): D {
  if (!call) throw new Error(`${what} is not an operation of this entity`);
  return call;
}

/** The generic calls of one manifest (SPEC §7 "Generic list"), like react-admin's DataProvider. */
export function resourceApi(manifest: ResourceManifest) {
  const calls = resourceCalls(manifest);
  return {
    list: (query: Record<string, string | number>) => callApi(calls.list, { query }),
    recycleBin: (query: Record<string, string | number>) => callApi(granted(calls.recycleBin, 'recycleBin'), { query }),
    add: (body: Record<string, unknown>) => callApi(granted(calls.add, 'add'), { body }),
    edit: (body: Record<string, unknown>) => callApi(granted(calls.edit, 'edit'), { body }),
    remove: (id: string) => callApi(granted(calls.delete, 'delete'), { query: { id } }),
    removeBatch: (ids: readonly string[]) => callApi(granted(calls.deleteBatch, 'deleteBatch'), { query: { ids: joinIds(ids) } }),
    recover: (ids: readonly string[]) => callApi(granted(calls.recover, 'recover'), { body: { ids: joinIds(ids) } }),
    resend: (ids: readonly string[]) => callApi(granted(calls.resend, 'resend'), { body: { ids: joinIds(ids) } }),
    exportXls: (query: Record<string, string | number>, selections: readonly string[], fileName: string) =>
      downloadCall(granted(calls.exportXls, 'exportXls'), { query: { ...query, selections: selections.length ? joinIds(selections) : undefined } }, fileName),
    importExcel: (file: File) => uploadCall(granted(calls.importExcel, 'importExcel'), {}, file, file.name),
    duplicateCheck: (fieldName: string, fieldVal: string, dataId?: string) =>
      callApi(CheckCalls.duplicateCheck, { query: { tableName: manifest.key, fieldName, fieldVal, dataId } }),
  };
}
export type ResourceApi = ReturnType<typeof resourceApi>;
