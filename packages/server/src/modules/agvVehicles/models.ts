import { agvModelResource, footprintRadiusOf, MODEL_DEFAULTS, MODEL_DIRECTIONS, MODEL_NUMBER_MAX } from '@agvs/contract';
import { fieldError } from '../sysconfig/fieldError.js';
import { loose, type Row, type ServerResource } from '../../resources/definition.js';
import { countsBy, refuseWhileHeld } from './holders.js';
import { checkLinks, namesOf, referencesOf, type Link } from './references.js';

const LINKS: readonly Link[] = [{ field: 'brandId', target: 'agv_brands' }];

/** Positive figures (mm, mm/s...); battery capacity and load may be 0 (not known, carries nothing). */
const POSITIVE = ['length', 'width', 'height', 'footprintRadius', 'maxSpeed', 'acceleration', 'rotationSpeed', 'deviationXy'] as const;
const NON_NEGATIVE = ['batteryCapacity', 'maxLoad'] as const;

function checkFigures(body: Row): void {
  for (const field of [...POSITIVE, ...NON_NEGATIVE]) {
    const v = body[field];
    if (v === undefined || v === null) continue;
    const least = (POSITIVE as readonly string[]).includes(field) ? 1 : 0;
    if (typeof v !== 'number' || v < least || v > MODEL_NUMBER_MAX) throw fieldError(field, least ? 'agvVehicles.positiveFigure' : 'agvVehicles.nonNegativeFigure');
  }
  // An angle either way of the node's heading: more than half a turn would be no limit.
  const theta = body['deviationTheta'];
  if (theta !== undefined && theta !== null && (typeof theta !== 'number' || theta < 0 || theta > 180)) throw fieldError('deviationTheta', 'agvVehicles.angleFigure');
}

/** Comma-joined MODEL_DIRECTIONS, each once, in their own order. */
function directionsOf(text: unknown): string {
  const wanted = String(text).split(',').map((d) => d.trim()).filter(Boolean);
  if (!wanted.length || wanted.some((d) => !(MODEL_DIRECTIONS as readonly string[]).includes(d))) throw fieldError('allowedDirections', 'agvVehicles.unknownDirection');
  return MODEL_DIRECTIONS.filter((d) => wanted.includes(d)).join(',');
}

/**
 * AGV models (SPEC §2 "model"): add needs only modelCode and modelName, the rest takes
 * MODEL_DEFAULTS. A model with vehicles cannot be deleted (vehicles name their model).
 */
export const agvModelServerResource: ServerResource = {
  manifest: agvModelResource,
  table: 'agv_models',
  columns: {
    modelCode: 'model_code',
    modelName: 'model_name',
    brandId: 'brand_id',
    length: 'length',
    width: 'width',
    height: 'height',
    footprintRadius: 'footprint_radius',
    maxSpeed: 'max_speed',
    acceleration: 'acceleration',
    rotationSpeed: 'rotation_speed',
    batteryCapacity: 'battery_capacity',
    maxLoad: 'max_load',
    allowedDirections: 'allowed_directions',
    deviationXy: 'deviation_xy',
    deviationTheta: 'deviation_theta',
    createTime: 'created_at',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  prepare: (values, body, ctx) => {
    checkFigures(body);
    if (values['allowed_directions'] !== undefined && values['allowed_directions'] !== null) values['allowed_directions'] = directionsOf(values['allowed_directions']);
    if (ctx.mode === 'edit') {
      // Blank figures keep their stored value rather than becoming empty.
      for (const [column, v] of Object.entries(values)) if (v === null && column !== 'brand_id') delete values[column];
      return values;
    }
    const d = MODEL_DEFAULTS;
    const filled: Row = {
      length: d.length,
      width: d.width,
      height: d.height,
      max_speed: d.maxSpeed,
      acceleration: d.acceleration,
      rotation_speed: d.rotationSpeed,
      battery_capacity: d.batteryCapacity,
      max_load: d.maxLoad,
      allowed_directions: d.allowedDirections,
      deviation_xy: d.deviationXy,
      deviation_theta: d.deviationTheta,
    };
    for (const [column, v] of Object.entries(values)) if (v !== null && v !== undefined) filled[column] = v;
    filled['footprint_radius'] ??= footprintRadiusOf(Number(filled['length']), Number(filled['width']));
    return { ...values, ...filled };
  },
  references: referencesOf(LINKS),
  afterWrite: (trx, _id, body, ctx) => checkLinks(trx, ctx.auth.tenantId, body, LINKS),
  beforeDelete: (trx, ids) => refuseWhileHeld(trx, ids, { table: 'agvs', column: 'model_id', label: 'agv_code' }, 'agvVehicles.modelHasVehicles'),
  decorate: async (db, tenantId, rows) => {
    const brands = await namesOf(loose(db), 'agv_brands', 'brand_name', tenantId, rows.map((r) => r['brandId']));
    const counts = await countsBy(loose(db), 'agvs', 'model_id', tenantId, rows.map((r) => String(r['id'])));
    return rows.map((r) => ({ ...r, brandName: brands.get(String(r['brandId'])) ?? null, agvCount: counts.get(String(r['id'])) ?? 0 }));
  },
  changed: async (app, ids) => {
    // The model's size reaches its vehicles in the fleet (traffic control frees stations by the footprint).
    const rows = ids.length ? await app.db.selectFrom('agvs').select(['id', 'tenant_id']).where('model_id', 'in', [...ids]).execute() : [];
    for (const row of rows) await app.fleets.syncVehicle(row.tenant_id, row.id);
  },
};
