import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin } from './test-support/callers.js';
import type { Harness } from './test-support/harness.js';
import { fuzzRequests, seededRandom, type FuzzRequest, type Operation } from './test-support/fuzz.js';

/**
 * Every route of the OpenAPI document, called by the administrator with bad values derived from
 * its schemas: no answer may be a 5xx or show SQL, and a refused write leaves its list's total as
 * it was. Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
 */

const SEED = 20261125;
/** Bad values tried per parameter or body field, and requests per route (picked by the seeded generator). */
const LIMITS = { perField: 2, perRoute: 12 };

const EXCLUDED: Readonly<Record<string, string>> = {
  // Ends the administrator's session, so every later call would only test the 401 path.
  'POST /agvs/sys/logout': 'ends the session the fuzz test runs in',
};

/**
 * The error handler's answers to a database constraint error (plugins/dbRefusal.ts), in English:
 * a safety net only, every such refusal should come from a check before the write.
 */
const DB_SAFETY_NET = /refers to a record that does not exist|already has this value in another record|still used by other records|must not be empty|cannot be stored/;

/** Words of database errors that must never reach a caller. */
const SQL_LEAK = /SQLITE_|violates|constraint failed|syntax|insert into|select \S+ from|relation "|null value in column|byte sequence/i;

let h: Harness;
let admin: string;

beforeAll(async () => {
  ({ h, admin } = await startAsAdmin());
});
afterAll(async () => {
  await h?.close();
});

/** Ids of rows the fuzzing must not change: the administrator's account, roles and tenant. */
const protectedIds = new Set<string>(['1000']);

/** Real ids and codes of the seeded demo site, by the parameter names that take them. */
async function knownValues(): Promise<Map<string, string>> {
  const db = h.app.db;
  const layout = await db.selectFrom('layouts').select(['id', 'map_id']).where('tenant_id', '=', 1000).orderBy('id').executeTakeFirstOrThrow();
  const stations = await db.selectFrom('stations').select('station_code').where('layout_id', '=', layout.id).orderBy('station_code').limit(2).execute();
  const zone = await db.selectFrom('zones').select('id').where('layout_id', '=', layout.id).orderBy('id').executeTakeFirst();
  const equipment = await db.selectFrom('equipment').select(['id', 'equipment_code']).where('layout_id', '=', layout.id).orderBy('id').executeTakeFirst();
  const agv = await db.selectFrom('agvs').select(['id', 'agv_uid', 'group_id', 'model_id']).where('tenant_id', '=', 1000).orderBy('id').executeTakeFirstOrThrow();
  const role = await db.selectFrom('roles').select('id').where('role_code', '=', 'operator').executeTakeFirstOrThrow();
  const depart = await db.selectFrom('departments').select('id').where('tenant_id', '=', 1000).orderBy('id').executeTakeFirstOrThrow();
  const dict = await db.selectFrom('dicts').select('id').orderBy('id').executeTakeFirstOrThrow();
  // A user of its own, so calls naming a user never take the administrator's roles or tenant away.
  const user = await h.createUser({ username: 'fuzz_target' });
  const adminUser = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const adminRoles = await db.selectFrom('user_role').select('role_id').where('user_id', '=', adminUser.id).execute();
  for (const id of [adminUser.id, ...adminRoles.map((r) => r.role_id)]) protectedIds.add(id);
  const known: [string, string | null | undefined][] = [
    ['layoutId', layout.id],
    ['srcLayoutId', layout.id],
    ['destLayoutId', layout.id],
    ['currentLayoutId', layout.id],
    ['mapId', layout.map_id],
    ['stationCode', stations[0]?.station_code],
    ['srcStationCode', stations[0]?.station_code],
    ['destStationCode', stations[1]?.station_code],
    ['zoneId', zone?.id],
    ['equipmentCode', equipment?.equipment_code],
    ['agvId', agv.id],
    ['agvUid', agv.agv_uid],
    ['groupId', agv.group_id],
    ['modelId', agv.model_id],
    ['roleId', role.id],
    ['dictId', dict.id],
    ['userId', user],
    ['userid', user],
    ['depId', depart.id],
    ['tenantId', '1000'],
  ];
  return new Map(known.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * A real id for a route's `id` (and `ids`): a row of its list, so edits and deletes reach their
 * checks and writes instead of stopping at "not found".
 */
async function rowIdOf(listUrl: string, hasList: boolean): Promise<string | undefined> {
  if (!hasList) return undefined;
  const { body } = await send('GET', { label: 'list', url: `${listUrl}?pageSize=50` });
  const records = (body.result as { records?: { id?: unknown }[] } | undefined)?.records ?? [];
  const row = records.find((r) => r.id !== undefined && !protectedIds.has(String(r.id)));
  return row ? String(row.id) : undefined;
}

async function send(method: string, request: FuzzRequest) {
  const response = await h.app.inject({
    method: method as 'GET',
    url: request.url,
    headers: {
      'x-access-token': admin,
      'accept-language': 'en-GB',
      ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  let body: { success?: boolean; message?: string; result?: { total?: number; records?: unknown } } = {};
  try {
    body = response.json();
  } catch {
    // Downloads (Excel, files) answer with bytes.
  }
  return { status: response.statusCode, body };
}

describe('API fuzzing from the route schemas', () => {
  it('answers every bad request with a 4xx or a refusal, never a 5xx or SQL, and a refused write changes no list', async () => {
    const docs = await h.app.inject({ method: 'GET', url: '/agvs/docs/json' });
    const paths = docs.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const known = await knownValues();
    const random = seededRandom(SEED);
    const failures: string[] = [];
    const routes = new Set<string>();
    let sent = 0;

    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (EXCLUDED[route]) continue;
        // A write's list: /x/add, /x/edit, /x/deleteBatch... are counted by GET /x/list.
        const listUrl = `${path.slice(0, path.lastIndexOf('/'))}/list`;
        const hasList = !!paths[listUrl]?.['get'] && !paths[listUrl]['get'].parameters?.some((p) => p.required);
        const listed = method !== 'get' && hasList;
        const total = async () => (listed ? (await send('GET', { label: 'list', url: listUrl })).body.result?.total : undefined);
        const rowId = await rowIdOf(listUrl, hasList);
        const values = rowId ? new Map([...known, ['id', rowId], ['ids', rowId]]) : known;
        let before = await total();
        for (const request of fuzzRequests(path, op, values, random, LIMITS)) {
          const { status, body } = await send(method.toUpperCase(), request);
          sent++;
          routes.add(route);
          const where = `${route} [${request.label}]`;
          if (status >= 500) failures.push(`${where}: ${status} ${body.message ?? ''}`);
          else if (SQL_LEAK.test(body.message ?? '')) failures.push(`${where}: leaks "${body.message}"`);
          else if (DB_SAFETY_NET.test(body.message ?? '')) failures.push(`${where}: refused by the database, not a check: ${body.message}`);
          if (!listed) continue;
          const after = await total();
          const refused = status >= 400 || body.success === false;
          if (refused && after !== before) failures.push(`${where}: refused (${body.message}) but the list total went ${before} -> ${after}`);
          before = after;
        }
      }
    }

    expect(failures).toEqual([]);
    expect(routes.size).toBe(Object.values(paths).reduce((n, ops) => n + Object.keys(ops).length, 0) - Object.keys(EXCLUDED).length);
    expect(sent).toBeGreaterThan(routes.size * 5);
    // The session survived: the administrator is still signed in.
    expect((await send('GET', { label: 'me', url: '/agvs/sys/user/getUserInfo' })).status).toBe(200);
  }, 120_000);
});
