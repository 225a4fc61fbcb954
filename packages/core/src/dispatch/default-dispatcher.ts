import type { OrderId } from '../ids.js';
import type { Ms } from '../units.js';
import { DispatchRound, type DispatchDecision, type DispatchPhase, type DispatchView, type Dispatcher, type OrderWaitReason } from './dispatcher.js';
import { Admission, type AdmissionOptions } from './admission.js';
import { assignOrders } from './batch-assignment.js';
import { chargeForced, chargeIdle, finishCharging, parkIdle, releaseOrders } from './phases.js';
import { Reassignment, type ReassignOptions } from './reassignment.js';
import { orderWaitReasons } from './wait-reasons.js';

export interface DispatcherOptions {
  /** Assign only when the source holds a load and the destination does not. Default false. */
  readonly requireLoadAtSource?: boolean;
  /** Cost taken off an order per ms it has waited (aging). Default DEFAULT_AGING_WEIGHT. */
  readonly agingWeight?: number;
  /** Most orders assigned per round (AssignOptions.maxPerRound). Default DEFAULT_MAX_ASSIGNED_PER_ROUND. */
  readonly maxAssignedPerRound?: number;
  /** Idle time before a vehicle is sent to park, ms. Default 5000. */
  readonly parkAfterIdleMs?: Ms;
  /** Admission control (admission.ts); false turns it off. Default on with DEFAULT_ADMISSION. */
  readonly admission?: AdmissionOptions | false;
  /** Re-assignment of orders not yet picked (reassignment.ts); false turns it off. Default on with DEFAULT_REASSIGN. */
  readonly reassignment?: ReassignOptions | false;
}

/**
 * Runs its phases in order (openTCS FullDispatchTask): release due orders, finish charging,
 * admission control, assign orders, re-assign to newly free vehicles, forced charging, idle
 * charging, parking. Pass your own phase list to change it. After each round it knows why each
 * open order without a vehicle waits (waitReasons).
 */
export class DefaultDispatcher implements Dispatcher {
  readonly phases: readonly DispatchPhase[];
  /** Undefined when admission control is off or a phase list was given. */
  readonly admission: Admission | undefined;
  private readonly requireLoadAtSource: boolean;
  private lastRound: DispatchRound | undefined;
  private reasons: ReadonlyMap<OrderId, OrderWaitReason> | undefined;

  constructor(options: DispatcherOptions = {}, phases?: readonly DispatchPhase[]) {
    this.requireLoadAtSource = options.requireLoadAtSource ?? false;
    this.admission = phases || options.admission === false ? undefined : new Admission(options.admission);
    const reassignment = phases || options.reassignment === false ? undefined : new Reassignment(options.reassignment);
    this.phases = phases ?? [
      releaseOrders,
      finishCharging,
      ...(this.admission ? [this.admission.phase] : []),
      assignOrders({ requireLoadAtSource: options.requireLoadAtSource, agingWeight: options.agingWeight, maxPerRound: options.maxAssignedPerRound }),
      ...(reassignment ? [reassignment.phase] : []),
      chargeForced,
      chargeIdle,
      parkIdle({ parkAfterIdleMs: options.parkAfterIdleMs }),
    ];
  }

  dispatch(view: DispatchView): DispatchDecision[] {
    const round = new DispatchRound(view);
    for (const phase of this.phases) phase(round);
    this.lastRound = round;
    this.reasons = undefined;
    return round.decisions;
  }

  /** Worked out when asked (the dashboard asks seldom, ticks come five times a second). */
  waitReasons(): ReadonlyMap<OrderId, OrderWaitReason> {
    if (!this.lastRound) return new Map();
    return (this.reasons ??= orderWaitReasons(this.lastRound, this.requireLoadAtSource));
  }
}
