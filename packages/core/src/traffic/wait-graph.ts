import type { VehicleId } from '../ids.js';
import type { Wait } from './types.js';

/**
 * Strongly connected components of a directed graph (Tarjan), keeping only those that contain
 * a cycle: size > 1, or a node waiting on itself. In the wait-for graph these are deadlocks.
 * Deterministic: nodes are visited in the order given.
 */
export function cycles<T>(nodes: readonly T[], next: (n: T) => readonly T[]): T[][] {
  let index = 0;
  const idx = new Map<T, number>();
  const low = new Map<T, number>();
  const onStack = new Set<T>();
  const stack: T[] = [];
  const out: T[][] = [];

  const visit = (v: T) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: T[] = [];
      let w: T;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || next(v).includes(v)) out.push(comp.reverse());
    }
  };
  for (const n of nodes) if (!idx.has(n)) visit(n);
  return out;
}

/** Vehicles that wait on `id`, directly or through others. */
export function waitingOn(id: VehicleId, waiting: ReadonlyMap<VehicleId, Wait>): Set<VehicleId> {
  const rev = new Map<VehicleId, VehicleId[]>();
  for (const [w, { blockers }] of waiting) for (const b of blockers) rev.set(b, [...(rev.get(b) ?? []), w]);
  const out = new Set<VehicleId>();
  const stack = [id];
  while (stack.length > 0) {
    for (const w of rev.get(stack.pop()!) ?? []) {
      if (!out.has(w)) {
        out.add(w);
        stack.push(w);
      }
    }
  }
  out.delete(id);
  return out;
}

/**
 * Does the vehicle wait, directly or through a queue, on a vehicle that cannot move (working,
 * charging, broken)? Then its way is blocked for as long as that lasts; otherwise the queue's
 * head is moving and the wait is a jam that clears by itself.
 */
export function blockedByStanding(id: VehicleId, waiting: ReadonlyMap<VehicleId, Wait>, canMove: (id: VehicleId) => boolean): boolean {
  const seen = new Set<VehicleId>([id]);
  const stack = [id];
  while (stack.length > 0) {
    for (const b of waiting.get(stack.pop()!)?.blockers ?? []) {
      if (seen.has(b)) continue;
      if (!canMove(b)) return true;
      seen.add(b);
      stack.push(b);
    }
  }
  return false;
}
