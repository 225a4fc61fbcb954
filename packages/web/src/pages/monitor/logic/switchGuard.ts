import { MAP_SWITCH_THROTTLE_MS } from '@agvs/contract';

export type SwitchDecision = 'switch' | 'same' | 'tooFrequent';

/**
 * SPEC §2: switching to the map shown says so; switching again within 3 s of the last switch
 * warns; otherwise the switch goes ahead (and its time becomes the last switch).
 */
export function decideSwitch(
  current: string | null,
  target: string,
  lastSwitchAt: number | null,
  now: number,
  throttleMs = MAP_SWITCH_THROTTLE_MS,
): SwitchDecision {
  if (current === target) return 'same';
  if (lastSwitchAt !== null && now - lastSwitchAt < throttleMs) return 'tooFrequent';
  return 'switch';
}

/** Remembers the last switch time; `now` comes in so tests need no clock. */
export class SwitchGuard {
  private last: number | null = null;

  constructor(private readonly throttleMs = MAP_SWITCH_THROTTLE_MS) {}

  attempt(current: string | null, target: string, now: number): SwitchDecision {
    const decision = decideSwitch(current, target, this.last, now, this.throttleMs);
    if (decision === 'switch') this.last = now;
    return decision;
  }
}
