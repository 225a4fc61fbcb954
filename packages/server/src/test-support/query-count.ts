import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * Counts the statements an app runs (pass it as a db plugin to startHarness), so a test can
 * show that a call is answered from memory: `during(() => call)` is the number it ran.
 */
export class QueryCount implements KyselyPlugin {
  private count = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count++;
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  async during(run: () => Promise<unknown>): Promise<number> {
    const before = this.count;
    await run();
    return this.count - before;
  }
}

/**
 * Caches keep nothing read within a moment of a write to their tables (db/write-cache.ts): a
 * test that wants a warm cache waits that moment out first.
 */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 300));
