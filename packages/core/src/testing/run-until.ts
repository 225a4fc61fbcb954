import type { FleetEvent } from '../fleet/events.js';
import type { Fleet } from '../fleet/fleet.js';

/** Ticks every dtMs until pred holds; returns all events. Throws after maxMs of simulated time. */
export function runUntil(fleet: Fleet, pred: () => boolean, maxMs = 600_000, dtMs = 100): FleetEvent[] {
  const events: FleetEvent[] = [];
  const end = fleet.nowMs + maxMs;
  while (!pred()) {
    if (fleet.nowMs >= end) throw new Error(`condition not met by ${fleet.nowMs} ms`);
    events.push(...fleet.advance(dtMs));
  }
  return events;
}
