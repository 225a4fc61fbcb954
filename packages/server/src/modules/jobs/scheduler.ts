import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';
import { JOB_STATUS } from '@agvs/contract';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { JobsTable } from '../../db/schema-notices.js';
import { JobFailure, encodeJobMessage, type JobMessage } from './jobMessage.js';
import { JOB_CLASSES } from './registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobScheduler: JobScheduler;
  }
}

type Job = Selectable<JobsTable>;
export type JobRunResult = { readonly result: 'ok' | 'error'; readonly message: JobMessage };

/** The longest error text kept in a run's log. */
const MAX_ERROR_TEXT = 2000;

/**
 * The server's one scheduler: a croner timer per running job. Every run, timed or by hand, writes
 * a job log (start, end, ok or error, message) with times from the injected clock.
 */
export class JobScheduler {
  private readonly timers = new Map<string, Cron>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts every job whose status is running (after a restart). */
  async resumeAll(): Promise<void> {
    const jobs = await this.db.selectFrom('jobs').selectAll().where('status', '=', JOB_STATUS.running).execute();
    for (const job of jobs) this.schedule(job);
  }

  /** Follows the stored state of these jobs: timers for running ones, none for paused or deleted. */
  async sync(ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    const jobs = await this.db.selectFrom('jobs').selectAll().where('id', 'in', [...ids]).execute();
    for (const id of ids) {
      const job = jobs.find((j) => j.id === id);
      if (job?.status === JOB_STATUS.running) this.schedule(job);
      else this.unschedule(id);
    }
  }

  isScheduled(id: string): boolean {
    return this.timers.has(id);
  }

  stopAll(): void {
    for (const timer of this.timers.values()) timer.stop();
    this.timers.clear();
  }

  async run(job: Job): Promise<JobRunResult> {
    const id = randomUUID();
    const start = this.clock();
    await this.db
      .insertInto('job_logs')
      .values({ id, tenant_id: job.tenant_id, job_id: job.id, job_class_name: job.job_class_name, start_time: start, end_time: null, result: 'running', message: null })
      .execute();
    let outcome: JobRunResult;
    const jobClass = JOB_CLASSES[job.job_class_name];
    try {
      if (!jobClass) throw new JobFailure({ key: 'jobs.unknownClass' });
      const message = await jobClass({ db: this.db, tenantId: job.tenant_id, parameter: job.parameter, now: start, log: this.log });
      outcome = { result: 'ok', message };
    } catch (err) {
      // A failure the job class did not foresee keeps its technical text as a value of a translated sentence.
      const part = err instanceof JobFailure ? err.part : { key: 'jobs.log.failed' as const, params: { reason: (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_TEXT) } };
      outcome = { result: 'error', message: [part] };
      this.log.warn({ err, jobId: job.id }, 'scheduled job failed');
    }
    await this.db
      .updateTable('job_logs')
      .set({ end_time: this.clock(), result: outcome.result, message: encodeJobMessage(outcome.message) })
      .where('id', '=', id)
      .execute();
    return outcome;
  }

  private schedule(job: Job): void {
    this.unschedule(job.id);
    // protect: a run still going when the next is due is skipped rather than doubled.
    const timer = new Cron(job.cron_expression, { protect: true }, async () => {
      const current = await this.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirst();
      if (current?.status === JOB_STATUS.running) await this.run(current);
    });
    this.timers.set(job.id, timer);
  }

  private unschedule(id: string): void {
    this.timers.get(id)?.stop();
    this.timers.delete(id);
  }
}

/** One scheduler per server: resumes running jobs when the server is ready, stops them on close. */
export const jobSchedulerPlugin = fp(
  async (app: FastifyInstance) => {
    const scheduler = new JobScheduler(app.db, app.clock, app.log);
    app.decorate('jobScheduler', scheduler);
    app.addHook('onReady', () => scheduler.resumeAll());
    app.addHook('onClose', async () => scheduler.stopAll());
  },
  { name: 'job-scheduler' },
);
