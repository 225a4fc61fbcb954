import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * One write as the watcher sees it: the table, and the columns an UPDATE sets (null: the whole
 * row may have changed, as for INSERT, DELETE and raw SQL).
 */
export interface TableWrite {
  readonly table: string;
  readonly columns: ReadonlySet<string> | null;
}

export type WriteListener = (write: TableWrite) => void;

/**
 * Hears every INSERT, UPDATE and DELETE the app's database runs, whoever writes, so in-memory
 * copies of rows (sessions, permissions, vehicle records) are dropped by the write itself rather
 * than by each writer remembering to. Listeners hear a write twice: when it is sent (so no reader
 * starts from the copy afterwards) and when it returns (so a read that raced it is not kept).
 */
export class WriteWatch implements KyselyPlugin {
  private readonly listeners = new Set<WriteListener>();
  private readonly pending = new WeakMap<object, TableWrite[]>();

  listen(listener: WriteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const writes = writesOf(args.node);
    if (writes.length) {
      this.pending.set(args.queryId, writes);
      this.tell(writes);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const writes = this.pending.get(args.queryId);
    if (writes) this.tell(writes);
    return args.result;
  }

  private tell(writes: readonly TableWrite[]): void {
    for (const w of writes) for (const l of this.listeners) l(w);
  }
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  const n = node as { kind: string; table?: { identifier?: { name?: string } }; node?: OperationNode };
  if (n.kind === 'TableNode') return n.table?.identifier?.name;
  if (n.kind === 'AliasNode') return tableName(n.node);
  return undefined;
}

/** Tables a raw statement writes: read from its text, generously (a false alarm only costs a reload). */
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+"?(\w+)"?/gi;

function writesOf(node: RootOperationNode): TableWrite[] {
  switch (node.kind) {
    case 'InsertQueryNode': {
      const t = tableName(node.into);
      return t ? [{ table: t, columns: null }] : [];
    }
    case 'UpdateQueryNode': {
      const t = tableName(node.table);
      const columns = new Set((node.updates ?? []).map((u) => (u.column as { column?: { name?: string } }).column?.name ?? ''));
      // A column set through an expression we cannot name counts as the whole row.
      return t ? [{ table: t, columns: columns.has('') ? null : columns }] : [];
    }
    case 'DeleteQueryNode':
      return node.from.froms.flatMap((f) => {
        const t = tableName(f);
        return t ? [{ table: t, columns: null }] : [];
      });
    case 'RawNode':
      return [...node.sqlFragments.join(' ').matchAll(RAW_WRITE)].map((m) => ({ table: m[1]!.toLowerCase(), columns: null }));
    default:
      return [];
  }
}
