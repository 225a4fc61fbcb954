import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * headerIds of what AGVS publishes (docs/vda5050.md "Header"): the standard has them increase per
 * topic and sender, and a vehicle may take a message whose id went back for an old one. The last
 * id of each topic is stored (migration 0037), so after a restart AGVS goes on above it.
 */
export class HeaderIds {
  private readonly last = new Map<string, number>();
  /** Writes still under way; a store of one topic never overtakes a later one (see save). */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly onError: (msg: string) => void,
  ) {}

  /** Reads the stored ids of topics not known yet (before anything is published on them). */
  async load(topics: readonly string[]): Promise<void> {
    const unknown = topics.filter((t) => !this.last.has(t));
    for (let i = 0; i < unknown.length; i += 500) {
      const rows = await this.db.selectFrom('vda_header_ids').select(['topic', 'header_id']).where('topic', 'in', unknown.slice(i, i + 500)).execute();
      for (const r of rows) if (!this.last.has(r.topic)) this.last.set(r.topic, Number(r.header_id));
    }
  }

  /** The id the next message on the topic gets (taken only by `sent`). */
  next(topic: string): number {
    return (this.last.get(topic) ?? -1) + 1;
  }

  /** The message with this id went out: it is the last of its topic, here and in the database. */
  sent(topic: string, headerId: number): void {
    this.last.set(topic, headerId);
    const write = this.save(topic, headerId).catch((err: unknown) => this.onError(`VDA 5050: storing the headerId of ${topic} failed: ${String(err)}`));
    this.pending.add(write);
    void write.then(() => this.pending.delete(write));
  }

  /** Waits for the ids written so far (before the database closes). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** Upsert that only ever raises the stored id: writes of one topic may finish out of order on a pool. */
  private async save(topic: string, headerId: number): Promise<void> {
    const now = this.clock();
    await this.db
      .insertInto('vda_header_ids')
      .values({ topic, header_id: headerId, updated_at: now })
      .onConflict((oc) => oc.column('topic').doUpdateSet({ header_id: headerId, updated_at: now }).where('vda_header_ids.header_id', '<', headerId))
      .execute();
  }
}
