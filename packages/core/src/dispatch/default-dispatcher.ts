import type { Ms } from '../units.js';
import { DispatchRound, type DispatchDecision, type DispatchPhase, type DispatchView, type Dispatcher } from './dispatcher.js';
import { assignOrders } from './batch-assignment.js';
import { chargeForced, chargeIdle, finishCharging, parkIdle, releaseOrders } from './phases.js';

export interface DispatcherOptions {
  /** Assign only when the source holds a load and the destination does not. Default false. */
  readonly requireLoadAtSource?: boolean;
  /** Cost taken off an order per ms it has waited (aging). Default DEFAULT_AGING_WEIGHT. */
  readonly agingWeight?: number;
  /** Idle time before a vehicle is sent to park, ms. Default 5000. */
  readonly parkAfterIdleMs?: Ms;
}

/**
 * Runs its phases in order (openTCS FullDispatchTask): release due orders, finish charging,
 * assign orders, forced charging, idle charging, parking. Pass your own phase list to change it.
 */
export class DefaultDispatcher implements Dispatcher {
  readonly phases: readonly DispatchPhase[];

  constructor(options: DispatcherOptions = {}, phases?: readonly DispatchPhase[]) {
    this.phases = phases ?? [
      releaseOrders,
      finishCharging,
      assignOrders({ requireLoadAtSource: options.requireLoadAtSource, agingWeight: options.agingWeight }),
      chargeForced,
      chargeIdle,
      parkIdle({ parkAfterIdleMs: options.parkAfterIdleMs }),
    ];
  }

  dispatch(view: DispatchView): DispatchDecision[] {
    const round = new DispatchRound(view);
    for (const phase of this.phases) phase(round);
    return round.decisions;
  }
}
