import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hasMessage } from '../../i18n/messages.js';
import { JobFailure, type JobMessage, type JobMessagePart } from './jobMessage.js';

export interface JobContext {
  readonly db: Kysely<Database>;
  readonly tenantId: number;
  readonly parameter: string | null;
  readonly now: number;
  readonly log: FastifyBaseLogger;
}

/** A job class: does its work and returns the message of the run's log; throwing fails the run. */
export type JobClass = (ctx: JobContext) => Promise<JobMessage>;

/** Sessions past their expiry or revoked are of no further use. */
const cleanExpiredSessions: JobClass = async ({ db, now }) => {
  const removed = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', now), eb('revoked', '=', 1)]))
    .executeTakeFirst();
  return [{ key: 'jobs.log.sessionsRemoved', params: { count: Number(removed.numDeletedRows) } }];
};

/** Writes its parameter to the server log: a job to try the scheduler with. */
const sampleJob: JobClass = async ({ parameter, log, tenantId }) => {
  log.info({ job: 'demo.sampleJob', tenantId, parameter }, 'sample job ran');
  return [{ key: 'jobs.log.parameter', params: { parameter: parameter ?? '' } }];
};

/** Vehicles of the tenant (or of the layout named by the parameter) by run status. */
const fleetStatsSnapshot: JobClass = async ({ db, tenantId, parameter }) => {
  let query = db.selectFrom('agvs').where('tenant_id', '=', tenantId);
  if (parameter) {
    const layout = await db.selectFrom('layouts').select('id').where('tenant_id', '=', tenantId).where('id', '=', parameter).executeTakeFirst();
    if (!layout) throw new JobFailure({ key: 'jobs.log.layoutNotFound', params: { layout: parameter } });
    query = query.where('current_layout_id', '=', parameter);
  }
  const rows = await query
    .select(['run_status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('is_connected').as('connected')])
    .groupBy('run_status')
    .orderBy('run_status')
    .execute();
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  const connected = rows.reduce((sum, r) => sum + Number(r.connected ?? 0), 0);
  return [
    { key: 'jobs.log.vehicles', params: { total, connected } },
    ...rows.map((r): JobMessagePart => {
      const status = `jobs.log.runStatus.${r.run_status}`;
      return hasMessage(status) ? { key: status, params: { count: Number(r.n) } } : { key: 'jobs.log.runStatusOther', params: { status: r.run_status, count: Number(r.n) } };
    }),
  ];
};

/** The only code a scheduled job can run: a job names one of these keys, never a class or script. */
export const JOB_CLASSES: Readonly<Record<string, JobClass>> = {
  'clean.expiredSessions': cleanExpiredSessions,
  'demo.sampleJob': sampleJob,
  'fleet.statsSnapshot': fleetStatsSnapshot,
};

export const isJobClass = (name: unknown): name is string => typeof name === 'string' && Object.hasOwn(JOB_CLASSES, name);
