import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.js';
import type { Scheduler } from '../../runtime/registry.js';
import { createFromTemplates } from '../orders/templates.js';

declare module 'fastify' {
  interface FastifyInstance {
    templateSchedule: TemplateSchedule;
  }
}

/** How often the server looks for due templates, ms (intervals are whole seconds). */
export const TEMPLATE_CHECK_MS = 1000;

/** Who the orders of a scheduled template are written by (update_by). */
export const SCHEDULE_USER = 'schedule';

/**
 * SPEC §3 taskCreateInterval: a template with an interval > 0 seconds creates its orders every
 * interval, counted from its last creation (taskCreateTime) or, before the first, from when it
 * was saved. The orders go through createOrderByTemplateId's code path, which also records
 * taskCreateTime. Time comes from the app's clock, so tests move it and call runDue.
 */
export class TemplateSchedule {
  /** A template whose creation failed (layout gone, station missing) waits a whole interval again. */
  private readonly failedAt = new Map<string, number>();
  private running: Promise<number> | undefined;

  constructor(private readonly app: FastifyInstance) {}

  /** Creates the orders of every due template; returns how many templates ran. One run at a time. */
  runDue(): Promise<number> {
    this.running ??= this.runOnce().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Waits for a run under way (on close). */
  async idle(): Promise<void> {
    await this.running;
  }

  private async runOnce(): Promise<number> {
    const { app } = this;
    const now = app.clock();
    // A tenant that switched its scheduled templates off (dashboard, schedule-switch.ts) is skipped.
    const rows = await app.db
      .selectFrom('order_templates')
      .innerJoin('tenants', 'tenants.id', 'order_templates.tenant_id')
      .select(['order_templates.id', 'tenant_id', 'template_code', 'task_create_interval', 'task_create_time', 'order_templates.updated_at'])
      .where('task_create_interval', '>', 0)
      .where('tenants.templates_paused', '=', 0)
      .orderBy('tenant_id')
      .orderBy('task_chain_row')
      .execute();
    let ran = 0;
    for (const t of rows) {
      const since = Math.max(Number(t.task_create_time ?? t.updated_at), this.failedAt.get(t.id) ?? 0);
      if (now - since < Number(t.task_create_interval) * 1000) continue;
      try {
        await createFromTemplates(app, { tenantId: t.tenant_id, username: SCHEDULE_USER }, [t.id], 1);
        this.failedAt.delete(t.id);
        ran++;
      } catch (err) {
        this.failedAt.set(t.id, now);
        // A refusal the operator would see in the console (no load to pick, station full) is this
        // round's business, not a fault: it waits for the next round.
        if (err instanceof AppError && err.httpStatus === 200) {
          app.log.info({ template: t.template_code, reason: err.messageKey }, 'scheduled template skipped this round');
        } else {
          app.log.warn({ err, template: t.template_code }, 'scheduled template could not create its orders');
        }
      }
    }
    return ran;
  }
}

export interface TemplateSchedulePluginOptions {
  /** null: no timer (tests call templateSchedule.runDue() after moving the clock). */
  readonly scheduler: Scheduler | null;
}

/** The template timer: started with the app, stopped (and a run under way awaited) on close. */
export const templateSchedulePlugin = fp(
  async (app: FastifyInstance, options: TemplateSchedulePluginOptions) => {
    const schedule = new TemplateSchedule(app);
    app.decorate('templateSchedule', schedule);
    const stop = options.scheduler?.(TEMPLATE_CHECK_MS, () => {
      schedule.runDue().catch((err: unknown) => app.log.warn({ err }, 'template schedule run failed'));
    });
    app.addHook('preClose', async () => {
      stop?.();
      await schedule.idle();
    });
  },
  { name: 'template-schedule', dependencies: ['db', 'fleet-runtime'] },
);
