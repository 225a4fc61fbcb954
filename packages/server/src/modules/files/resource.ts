import { rmSync } from 'node:fs';
import { ossFileResource } from '@agvs/contract';
import type { ServerResource } from '../../resources/definition.js';
import { resolveInside, storedNameOf } from './storage.js';

/**
 * Uploaded files on the generic list and delete routes. Deleting a row deletes its file (named by
 * the row id) in the delete's transaction; a file that vanished already is not an error.
 */
export function ossFileServerResource(root: string): ServerResource {
  return {
    manifest: ossFileResource,
    table: 'sys_files',
    columns: { fileName: 'file_name', biz: 'biz', size: 'size', contentType: 'content_type', createBy: 'create_by', createTime: 'created_at' },
    tenant: { kind: 'column', column: 'tenant_id' },
    afterDelete: async (_trx, ids) => {
      for (const id of ids) {
        const file = resolveInside(root, storedNameOf(id));
        if (file) rmSync(file, { force: true });
      }
    },
  };
}
