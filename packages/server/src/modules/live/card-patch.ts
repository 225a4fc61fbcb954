import type { AgvCardPatch, AgvInfoCard, FieldPatch } from '@agvs/contract';
import type { Sent } from './feed-diff.js';

type Fields = Record<string, unknown>;

/** An object JSON writes field by field (not an array, not a Date or other toJSON value). */
const isPlain = (value: unknown): value is Fields => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** What JSON.stringify writes for a field: undefined when it leaves the field out. */
const written = (value: unknown): unknown =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol' ? undefined : typeof value === 'number' && !Number.isFinite(value) ? null : value;

const sameJson = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

/** A path joins names with '.': an object with such a name in a key can only be sent whole. */
const pathSafe = (o: Fields) => Object.keys(o).every((key) => !key.includes('.'));

function collect(before: Fields, after: Fields, prefix: string, out: { set: Fields; unset: string[] }): void {
  for (const key of Object.keys(after)) {
    const value = written(after[key]);
    if (value === undefined) continue;
    const old = Object.hasOwn(before, key) ? written(before[key]) : undefined;
    if (isPlain(value) && isPlain(old) && pathSafe(value) && pathSafe(old)) collect(old, value, `${prefix}${key}.`, out);
    else if (!sameJson(old, value)) out.set[prefix + key] = value;
  }
  for (const key of Object.keys(before)) {
    if (written(before[key]) !== undefined && written(after[key]) === undefined) out.unset.push(prefix + key);
  }
}

/**
 * The fields by which `after` differs from `before` as JSON sees them (FieldPatch: the client
 * applying it to what it parsed of `before` holds what it would parse of `after`); undefined when
 * the objects' own keys cannot be written as paths. `before` is what the client parsed.
 */
export function fieldChanges(before: object, after: object): FieldPatch | undefined {
  if (!pathSafe(before as Fields) || !pathSafe(after as Fields)) return undefined;
  const out = { set: {} as Fields, unset: [] as string[] };
  collect(before as Fields, after as Fields, '', out);
  return out.unset.length ? out : { set: out.set };
}

/**
 * How the changed cards go out: a patch for each card the sockets hold (`before`: each card's JSON
 * as last sent), the whole card for one joining or whose patch is no smaller (`after`: the JSON now).
 * Only changed cards are parsed again, so the baseline stays one string per vehicle.
 */
export function cardDeltas(before: Sent, after: Sent, changed: readonly AgvInfoCard[]): { whole: AgvInfoCard[]; patches: AgvCardPatch[] } {
  const whole: AgvInfoCard[] = [];
  const patches: AgvCardPatch[] = [];
  for (const card of changed) {
    const sent = before.get(card.agvUid);
    const patch = sent === undefined ? undefined : fieldChanges(JSON.parse(sent) as object, card);
    if (!patch) whole.push(card);
    else if (Object.keys(patch.set).length || patch.unset?.length) {
      const entry = { agvUid: card.agvUid, ...patch };
      if (JSON.stringify(entry).length < (after.get(card.agvUid)?.length ?? 0)) patches.push(entry);
      else whole.push(card);
    }
  }
  return { whole, patches };
}
