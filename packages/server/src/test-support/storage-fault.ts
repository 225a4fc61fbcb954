import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);

/**
 * A full disk at the app's database: while `full`, every insert, update and delete fails with
 * the error the dialect's driver gives for it (SQLite SQLITE_FULL, PostgreSQL 53100 disk_full);
 * reads go on working, as they do on a real full disk.
 */
export class StorageFault implements KyselyPlugin {
  full = false;
  /** Writes refused so far. */
  refused = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.full && WRITES.has(args.node.kind)) {
      this.refused++;
      throw process.env['DATABASE_URL']
        ? Object.assign(new Error('could not extend file "base/16384/16385": No space left on device'), { code: '53100' })
        : Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    }
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
