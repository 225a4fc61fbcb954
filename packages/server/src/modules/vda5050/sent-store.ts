import type { Kysely } from 'kysely';
import type { Mission } from '@agvs/core';
import type { Database } from '../../db/schema.js';
import type { SentOrder } from './orders.js';

/*
 * What was sent to each VDA 5050 vehicle survives a restart of AGVS (migration 0026,
 * docs/vda5050.md "Restart"): after a restart the same order goes on with its next
 * orderUpdateId, the same sequence ids and action ids, instead of being sent again as new.
 */

/** SentOrder as JSON (maps and sets as entry lists). */
interface StoredSentOrder {
  mission: string;
  kind: Mission['kind'];
  coreOrder?: string;
  base: { station: string; seq: number }[];
  horizonKey: string;
  actions: [string, number][];
  actionsReported: number[];
  actionIds: [string, string][];
  reachedSeq: number;
  stitchLost?: boolean;
  final?: boolean;
  failedAt?: number;
  retries: number;
  stopChargingSent?: boolean;
}

function toStored(s: SentOrder): StoredSentOrder {
  return {
    mission: s.mission,
    kind: s.kind,
    ...(s.coreOrder ? { coreOrder: s.coreOrder } : {}),
    base: s.base,
    horizonKey: s.horizonKey,
    actions: [...s.actions],
    actionsReported: [...s.actionsReported],
    actionIds: [...s.actionIds],
    reachedSeq: s.reachedSeq,
    ...(s.stitchLost ? { stitchLost: true } : {}),
    ...(s.final ? { final: true } : {}),
    ...(s.failedAt !== undefined ? { failedAt: s.failedAt } : {}),
    retries: s.retries,
    ...(s.stopChargingSent ? { stopChargingSent: true } : {}),
  };
}

function fromStored(orderId: string, updateId: number, text: string): SentOrder | undefined {
  try {
    const j = JSON.parse(text) as StoredSentOrder;
    if (typeof j.mission !== 'string' || !Array.isArray(j.base) || j.base.length === 0) return undefined;
    return {
      orderId,
      mission: j.mission,
      kind: j.kind,
      ...(j.coreOrder ? { coreOrder: j.coreOrder } : {}),
      updateId,
      base: j.base,
      horizonKey: j.horizonKey,
      actions: new Map(j.actions),
      actionsReported: new Set(j.actionsReported),
      actionIds: new Map(j.actionIds),
      reachedSeq: j.reachedSeq,
      ...(j.stitchLost ? { stitchLost: true } : {}),
      ...(j.final ? { final: true } : {}),
      ...(j.failedAt !== undefined ? { failedAt: j.failedAt } : {}),
      retries: j.retries ?? 0,
      ...(j.stopChargingSent ? { stopChargingSent: true } : {}),
    };
  } catch {
    // A row this version cannot read: the order is sent again as new (as before this table existed).
    return undefined;
  }
}

export class SentOrderStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
  ) {}

  async load(tenantId: number, agvId: string): Promise<SentOrder | undefined> {
    const row = await this.db
      .selectFrom('vda_sent_orders')
      .select(['order_id', 'order_update_id', 'sent'])
      .where('tenant_id', '=', tenantId)
      .where('agv_id', '=', agvId)
      .executeTakeFirst();
    return row ? fromStored(row.order_id, row.order_update_id, row.sent) : undefined;
  }

  /** Writes what was sent (one row per vehicle, replaced). */
  async save(tenantId: number, agvId: string, sent: SentOrder): Promise<void> {
    const values = { order_id: sent.orderId, order_update_id: sent.updateId, sent: JSON.stringify(toStored(sent)), updated_at: this.clock() };
    await this.db
      .insertInto('vda_sent_orders')
      .values({ agv_id: agvId, tenant_id: tenantId, ...values })
      .onConflict((oc) => oc.column('agv_id').doUpdateSet(values))
      .execute();
  }

  async remove(tenantId: number, agvId: string): Promise<void> {
    await this.db.deleteFrom('vda_sent_orders').where('tenant_id', '=', tenantId).where('agv_id', '=', agvId).execute();
  }
}
