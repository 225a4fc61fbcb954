import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';
import type { Scheduler } from '../../runtime/registry.js';

/** How often the measures (module status items) are taken again. */
export const MODULE_ITEMS_MS = 60_000;

export type ModuleStatus = 'UP' | 'HALTED' | 'DOWN';

interface Part {
  readonly id: string;
  readonly tenantId: number | null;
  readonly code: string;
  readonly name: string;
  readonly type: 'Database' | 'HttpApi' | 'JobScheduler' | 'FleetRuntime';
  readonly layoutId?: string;
}

interface Item {
  readonly code: string;
  readonly value: string | number;
  readonly unit?: string;
}

const DATABASE: Part = { id: 'module-database', tenantId: null, code: 'DATABASE', name: 'Database', type: 'Database' };
const HTTP_API: Part = { id: 'module-http-api', tenantId: null, code: 'HTTP_API', name: 'HTTP API', type: 'HttpApi' };
const JOBS: Part = { id: 'module-job-scheduler', tenantId: null, code: 'JOB_SCHEDULER', name: 'Job scheduler', type: 'JobScheduler' };

/**
 * Writes the server's parts and their status over time (docs/agv-pages.md "Modules"): each part is
 * UP from the start, a fleet runtime HALTED while the database refuses its writes and UP again when
 * it resumes, and every part DOWN when the server stops. A status the database could not take
 * (it was the database that failed) is written with its own time once it takes writes again.
 */
export class ModuleStatusWriter {
  private readonly fleets = new Map<string, { part: Part; rt: FleetRuntime }>();
  private readonly pending: { part: Part; status: ModuleStatus; message: string; at: number }[] = [];

  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  private async register(part: Part): Promise<void> {
    await this.db
      .insertInto('modules')
      .values({ id: part.id, tenant_id: part.tenantId, module_code: part.code, module_name: part.name, module_type: part.type, layout_id: part.layoutId ?? null, created_at: this.app.clock() })
      .onConflict((oc) => oc.column('id').doUpdateSet({ module_name: part.name, module_code: part.code }))
      .execute();
  }

  /** Records a change of status (nothing when it is the same); `at` is when it happened. */
  async setStatus(part: Part, status: ModuleStatus, message: string, at = this.app.clock()): Promise<void> {
    const current = await this.db.selectFrom('module_statuses').select(['status']).where('id', '=', part.id).executeTakeFirst();
    if (current?.status === status) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('module_statuses')
        .values({ id: part.id, tenant_id: part.tenantId, module_id: part.id, status, message, since: at, updated_at: at })
        .onConflict((oc) => oc.column('id').doUpdateSet({ status, message, since: at, updated_at: at }))
        .execute();
      await trx
        .insertInto('module_status_logs')
        .values({ id: randomUUID(), tenant_id: part.tenantId, module_id: part.id, from_status: current?.status ?? null, to_status: status, message, created_at: at })
        .execute();
    });
  }

  private async setItems(part: Part, items: readonly Item[]): Promise<void> {
    const now = this.app.clock();
    for (const item of items) {
      const value = String(item.value);
      await this.db
        .insertInto('module_status_items')
        .values({ id: `${part.id}:${item.code}`, tenant_id: part.tenantId, module_id: part.id, item_code: item.code, item_value: value, unit: item.unit ?? null, updated_at: now })
        .onConflict((oc) => oc.column('id').doUpdateSet({ item_value: value, updated_at: now }))
        .execute();
    }
  }

  /** The server's own parts are UP. */
  async start(): Promise<void> {
    for (const part of [DATABASE, HTTP_API, JOBS]) {
      await this.register(part);
      await this.setStatus(part, 'UP', 'started');
    }
    await this.measure();
  }

  async fleetStarted(rt: FleetRuntime): Promise<void> {
    const layout = await this.db.selectFrom('layouts').select(['layout_code', 'layout_name']).where('id', '=', rt.layoutId).executeTakeFirst();
    const part: Part = {
      id: `module-fleet-${rt.layoutId}`,
      tenantId: rt.tenantId,
      code: `FLEET_${layout?.layout_code ?? rt.layoutId}`.slice(0, 64),
      name: `Fleet ${layout?.layout_name ?? rt.layoutId}`.slice(0, 100),
      type: 'FleetRuntime',
      layoutId: rt.layoutId,
    };
    this.fleets.set(rt.layoutId, { part, rt });
    await this.register(part);
    await this.setStatus(part, 'UP', 'started');
    await this.setItems(part, fleetItems(rt));
  }

  /** A fleet halted for storage (or resumed). While halted the database may refuse this write too: it is kept for later. */
  async fleetHalt(rt: FleetRuntime, halted: boolean, since: number): Promise<void> {
    const entry = this.fleets.get(rt.layoutId);
    if (!entry) return;
    const change = halted ? { part: entry.part, status: 'HALTED' as const, message: 'storage refused writes', at: since } : { part: entry.part, status: 'UP' as const, message: 'resumed', at: this.app.clock() };
    this.pending.push(change);
    await this.flush();
  }

  private async flush(): Promise<void> {
    while (this.pending.length) {
      const next = this.pending[0]!;
      await this.setStatus(next.part, next.status, next.message, next.at);
      this.pending.shift();
    }
  }

  /** Takes the measures again: database latency, routes, each fleet's vehicles. */
  async measure(): Promise<void> {
    const t0 = performance.now();
    await sql`select 1`.execute(this.db);
    await this.setItems(DATABASE, [
      { code: 'dialect', value: this.app.dialect },
      { code: 'latency', value: Math.round((performance.now() - t0) * 10) / 10, unit: 'ms' },
    ]);
    await this.setItems(HTTP_API, [{ code: 'routes', value: this.app.registeredRoutes.length }]);
    for (const { part, rt } of this.fleets.values()) await this.setItems(part, fleetItems(rt));
  }

  async stop(): Promise<void> {
    const parts = [DATABASE, HTTP_API, JOBS, ...[...this.fleets.values()].map((f) => f.part)];
    for (const part of parts) await this.setStatus(part, 'DOWN', 'stopped');
  }
}

function fleetItems(rt: FleetRuntime): Item[] {
  const vehicles = rt.fleet.vehicles;
  return [
    { code: 'vehicles', value: vehicles.length },
    { code: 'connected', value: vehicles.filter((v) => v.connected).length },
    { code: 'inError', value: vehicles.filter((v) => v.error).length },
    { code: 'charging', value: vehicles.filter((v) => v.activity?.kind === 'charging').length },
  ];
}

/** Starts writing module status for this app: now, per fleet, on halts, on a timer, and at the stop. */
export async function followModules(app: FastifyInstance, scheduler: Scheduler | null): Promise<ModuleStatusWriter> {
  const writer = new ModuleStatusWriter(app);
  const quietly = (what: string, work: () => Promise<void>) => work().catch((err: unknown) => app.log.warn({ err }, `module status: ${what} not written`));
  await quietly('start', () => writer.start());
  const stopStarts = app.fleets.eachRuntime((rt) => void quietly('fleet start', () => writer.fleetStarted(rt)));
  const stopHalts = app.fleets.onStorageHalt((rt, change) => void quietly('fleet halt', () => writer.fleetHalt(rt, change.halted, change.since)));
  const stopTimer = scheduler?.(MODULE_ITEMS_MS, () => void quietly('measures', () => writer.measure()));
  app.addHook('preClose', async () => {
    stopStarts();
    stopHalts();
    stopTimer?.();
    await quietly('stop', () => writer.stop());
  });
  return writer;
}
