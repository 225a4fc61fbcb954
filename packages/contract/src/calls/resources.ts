import { z } from 'zod';
import { IdQuery, IdsBody, IdsQuery } from '../resources/api.js';
import { resourceBodySchema, resourceListQuerySchema, resourceRowSchema } from '../resources/schemas.js';
import type { ResourceManifest } from '../resources/types.js';
import type { PermCode } from '../permissions.js';
import { EXCEL_TYPE, rawAnswer, type CallDef } from './define.js';
import { pageOf } from './define.js';

const Count = z.object({ count: z.number().int() });
/** importExcel when every row was stored (a partial import answers code 201 with ImportFailure). */
const Imported = z.object({ total: z.number().int(), imported: z.number().int() });

function resourceCallSet(manifest: ResourceManifest) {
  const base = manifest.basePath;
  const tags = [manifest.key] as const;
  const Row = resourceRowSchema(manifest);
  const ListQuery = resourceListQuerySchema(manifest);
  const perm = (code: PermCode) => ({ perm: code });
  const call = <const C extends Omit<CallDef, 'tags'>>(c: C) => ({ ...c, tags });
  const when = <T>(code: PermCode | undefined, make: (code: PermCode) => T): T | undefined => (code ? make(code) : undefined);
  const p = manifest.perms;
  return {
    list: call({ method: 'GET', path: `${base}/list`, summary: `List ${manifest.key}`, access: perm(p.list), query: ListQuery, response: pageOf(Row) }),
    queryById: manifest.ownQueryById
      ? undefined
      : call({ method: 'GET', path: `${base}/queryById`, summary: `One ${manifest.key} row`, access: perm(p.list), query: IdQuery, response: Row }),
    add: when(p.add, (code) => call({ method: 'POST', path: `${base}/add`, summary: `Add a ${manifest.key} row; answers the stored row`, access: perm(code), body: resourceBodySchema(manifest, 'add'), response: Row })),
    edit: when(p.edit, (code) => call({ method: 'PUT', path: `${base}/edit`, summary: `Edit a ${manifest.key} row; answers the stored row`, access: perm(code), body: resourceBodySchema(manifest, 'edit'), response: Row })),
    delete: when(p.delete, (code) => call({ method: 'DELETE', path: `${base}/delete`, summary: `Delete one ${manifest.key} row`, access: perm(code), query: IdQuery, response: z.null() })),
    deleteBatch: when(p.delete, (code) => call({ method: 'DELETE', path: `${base}/deleteBatch`, summary: `Delete ${manifest.key} rows (ids comma-joined)`, access: perm(code), query: IdsQuery, response: Count })),
    recycleBin: manifest.softDelete
      ? when(p.recover, (code) => call({ method: 'GET', path: `${base}/recycleBin`, summary: `Deleted ${manifest.key} rows`, access: perm(code), query: ListQuery, response: pageOf(Row) }))
      : undefined,
    recover: manifest.softDelete
      ? when(p.recover, (code) => call({ method: 'PUT', path: `${base}/recover`, summary: `Restore deleted ${manifest.key} rows`, access: perm(code), body: IdsBody, response: Count }))
      : undefined,
    resend: when(p.resend, (code) => call({ method: 'PUT', path: `${base}/resend`, summary: `Send ${manifest.key} rows again`, access: perm(code), body: IdsBody, response: Count })),
    exportXls: when(p.export, (code) => call({ method: 'GET', path: `${base}/exportXls`, summary: `${manifest.key} as an Excel workbook`, access: perm(code), query: ListQuery, response: rawAnswer(EXCEL_TYPE) })),
    importExcel: when(p.import, (code) => call({ method: 'POST', path: `${base}/importExcel`, summary: `Add ${manifest.key} rows from an Excel workbook (field file)`, access: perm(code), body: 'multipart', response: Imported })),
  } as const;
}

/** The generic calls of one entity: the operations its manifest grants (a missing permission code leaves one out). */
export type ResourceCalls = ReturnType<typeof resourceCallSet>;

const cache = new WeakMap<ResourceManifest, ResourceCalls>();
/** The generic calls of one manifest, built once (the schemas are reused by server and console). */
export function resourceCalls(manifest: ResourceManifest): ResourceCalls {
  let calls = cache.get(manifest);
  if (!calls) {
    calls = resourceCallSet(manifest);
    cache.set(manifest, calls);
  }
  return calls;
}
