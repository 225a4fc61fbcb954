import type { Kysely } from 'kysely';
import { footprintRadiusOf, MODEL_DEFAULTS, type VdaFactsheetSummary } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { VdaVehicle } from './vehicles.js';

/*
 * Factsheet (issue 14, docs/vda5050.md "Factsheet"). A vehicle's factsheet is kept whole for the
 * vehicle, and fills the fields of its model that nobody has set: empty (0) or still the value
 * agvModel/add gave by default (MODEL_DEFAULTS). It never overwrites a value someone entered: a
 * model is shared by every vehicle of that type and an operator may have lowered a speed on
 * purpose; what the vehicle itself said stays visible on the adapter page.
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const positive = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v.slice(0, 200) : null);

/** What AGVS reads of a factsheet (2.0.0 and 2.1.0 name these fields alike); null where unreadable. */
export type FactsheetValues = Omit<VdaFactsheetSummary, 'receivedAt' | 'version' | 'modelFilled'>;

export function readFactsheet(msg: unknown): FactsheetValues {
  const type = isObject(msg) && isObject(msg['typeSpecification']) ? msg['typeSpecification'] : {};
  const phys = isObject(msg) && isObject(msg['physicalParameters']) ? msg['physicalParameters'] : {};
  return {
    seriesName: text(type['seriesName']),
    seriesDescription: text(type['seriesDescription']),
    agvKinematic: text(type['agvKinematic']),
    agvClass: text(type['agvClass']),
    maxLoadMass: positive(type['maxLoadMass']),
    speedMax: positive(phys['speedMax']),
    accelerationMax: positive(phys['accelerationMax']),
    decelerationMax: positive(phys['decelerationMax']),
    length: positive(phys['length']),
    width: positive(phys['width']),
    heightMax: positive(phys['heightMax']),
  };
}

/** agv_models columns a factsheet can fill, in the model's units (mm, mm/s, mm/s², kg). */
interface ModelFields {
  length: number;
  width: number;
  height: number;
  max_speed: number;
  acceleration: number;
  max_load: number;
  footprint_radius: number;
}

const CAMEL: Record<keyof ModelFields, string> = {
  length: 'length',
  width: 'width',
  height: 'height',
  max_speed: 'maxSpeed',
  acceleration: 'acceleration',
  max_load: 'maxLoad',
  footprint_radius: 'footprintRadius',
};

/** What agvModel/add stores for a field left blank, by column. */
const ADD_DEFAULTS: Record<keyof Omit<ModelFields, 'footprint_radius'>, number> = {
  length: MODEL_DEFAULTS.length,
  width: MODEL_DEFAULTS.width,
  height: MODEL_DEFAULTS.height,
  max_speed: MODEL_DEFAULTS.maxSpeed,
  acceleration: MODEL_DEFAULTS.acceleration,
  max_load: MODEL_DEFAULTS.maxLoad,
};

/**
 * The model fields the factsheet fills: those nobody set (0, or the add default) that it gives a
 * value for (m -> mm, rounded). The footprint radius follows length and width when it was not
 * set either (0, or half the diagonal of the old length and width, as agvModel/add computes it).
 */
export function modelFill(model: ModelFields, f: FactsheetValues): Partial<ModelFields> {
  const mm = (m: number | null) => (m === null ? null : Math.round(m * 1000));
  const offered: Record<keyof Omit<ModelFields, 'footprint_radius'>, number | null> = {
    length: mm(f.length),
    width: mm(f.width),
    height: mm(f.heightMax),
    max_speed: mm(f.speedMax),
    acceleration: mm(f.accelerationMax),
    max_load: f.maxLoadMass === null ? null : Math.round(f.maxLoadMass),
  };
  const fill: Partial<ModelFields> = {};
  for (const [k, v] of Object.entries(offered) as [keyof typeof offered, number | null][]) {
    const now = Number(model[k]);
    if (v !== null && v > 0 && v !== now && (!(now > 0) || now === ADD_DEFAULTS[k])) fill[k] = v;
  }
  const length = fill.length ?? Number(model.length);
  const width = fill.width ?? Number(model.width);
  const radius = Number(model.footprint_radius);
  const derived = !(radius > 0) || radius === footprintRadiusOf(Number(model.length), Number(model.width));
  if (derived && length > 0 && width > 0 && footprintRadiusOf(length, width) !== radius) fill.footprint_radius = footprintRadiusOf(length, width);
  return fill;
}

/**
 * Keeps the factsheet for the vehicle and fills its model's empty fields, in one transaction.
 * Returns the model fields filled (camelCase).
 */
export async function storeFactsheet(db: Kysely<Database>, now: number, vehicle: VdaVehicle, message: unknown): Promise<string[]> {
  const values = readFactsheet(message);
  return db.transaction().execute(async (trx) => {
    const model = await trx
      .selectFrom('agvs')
      .innerJoin('agv_models', (j) => j.onRef('agv_models.id', '=', 'agvs.model_id').onRef('agv_models.tenant_id', '=', 'agvs.tenant_id'))
      .select(['agv_models.id', 'agv_models.length', 'agv_models.width', 'agv_models.height', 'agv_models.max_speed', 'agv_models.acceleration', 'agv_models.max_load', 'agv_models.footprint_radius'])
      .where('agvs.id', '=', vehicle.agvId)
      .where('agvs.tenant_id', '=', vehicle.tenantId)
      .executeTakeFirst();
    const fill = model ? modelFill(model, values) : {};
    if (model && Object.keys(fill).length) await trx.updateTable('agv_models').set(fill).where('id', '=', model.id).where('tenant_id', '=', vehicle.tenantId).execute();
    const filled = (Object.keys(fill) as (keyof ModelFields)[]).map((k) => CAMEL[k]);
    const row = { tenant_id: vehicle.tenantId, vda_version: vehicle.version, factsheet: JSON.stringify(message), model_filled: JSON.stringify(filled), received_at: now };
    await trx
      .insertInto('vda_factsheets')
      .values({ agv_id: vehicle.agvId, ...row })
      .onConflict((oc) => oc.column('agv_id').doUpdateSet(row))
      .execute();
    return filled;
  });
}

function summaryOf(r: Database['vda_factsheets']): VdaFactsheetSummary {
  let message: unknown = null;
  let filled: unknown = [];
  try {
    message = JSON.parse(r.factsheet);
    filled = JSON.parse(r.model_filled);
  } catch {
    // Written by storeFactsheet only; a broken row shows as an empty factsheet rather than failing the page.
  }
  return {
    receivedAt: Number(r.received_at),
    version: r.vda_version,
    ...readFactsheet(message),
    modelFilled: Array.isArray(filled) ? filled.filter((x): x is string => typeof x === 'string') : [],
  };
}

/** The stored factsheets of a tenant's vehicles, as the adapter page shows them, by vehicle id. */
export async function factsheetsOf(db: Kysely<Database>, tenantId: number): Promise<Map<string, VdaFactsheetSummary>> {
  const rows = await db.selectFrom('vda_factsheets').selectAll().where('tenant_id', '=', tenantId).execute();
  return new Map(rows.map((r) => [r.agv_id, summaryOf(r)]));
}

/** The stored factsheet of one vehicle of the tenant, by its unique id; null when it sent none. */
export async function factsheetOf(db: Kysely<Database>, tenantId: number, agvUid: string): Promise<VdaFactsheetSummary | null> {
  const row = await db
    .selectFrom('vda_factsheets as f')
    .innerJoin('agvs as a', (j) => j.onRef('a.id', '=', 'f.agv_id').onRef('a.tenant_id', '=', 'f.tenant_id'))
    .selectAll('f')
    .where('f.tenant_id', '=', tenantId)
    .where('a.agv_uid', '=', agvUid)
    .executeTakeFirst();
  return row ? summaryOf(row) : null;
}
