import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate.js';
import { databaseMigratedTo } from '../../test-support/migratedDatabase.js';

describe('migration 0017 on an existing installation', () => {
  it('gives stored models their footprint radius and stored vehicles the simulator protocol', async () => {
    const db = await databaseMigratedTo('0016_order_history_menu');
    const raw = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await raw.insertInto('tenants').values({ id: 1, name: 'T', status: 1, created_at: 0 }).onConflict((oc) => oc.doNothing()).execute();
    await raw.insertInto('agv_models').values({ id: 'm1', tenant_id: 1, model_code: 'M1', model_name: 'M1', length: 1800, width: 900, max_speed: 1500, created_at: 0 }).execute();
    await raw.insertInto('agvs').values({
      id: 'a1', tenant_id: 1, agv_uid: 'U1', agv_code: 'A1', agv_name: 'A1', model_id: 'm1', agv_type: 'Laser', agv_head_type: 'Forklift', agv_protocol: 'VDA5050',
      agv_speed: 1000, agv_ip: '10.0.0.1', task_strategy: 'Nearest', battery_low_level: 20, battery_full_level: 100, battery_full_time: 60,
      current_direction: 'Forward', current_rotation: 0, agv_image: 'blueAGV.png', agv_image_size: 40, created_at: 0, updated_at: 0,
    }).execute();
    await migrateToLatest(db);
    expect(await db.kysely.selectFrom('agv_models').select(['footprint_radius', 'allowed_directions', 'rotation_speed']).where('id', '=', 'm1').executeTakeFirst()).toEqual({
      footprint_radius: 1006,
      allowed_directions: 'Forward,Backward',
      rotation_speed: 45,
    });
    expect((await db.kysely.selectFrom('agvs').select('agv_protocol').where('id', '=', 'a1').executeTakeFirst())?.agv_protocol).toBe('SIMULATION');
  });
});
