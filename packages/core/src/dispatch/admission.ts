import { distance, type Point } from '../geometry/point.js';
import type { Mm, Ms } from '../units.js';
import { positionPoint } from '../vehicle/motion.js';
import { operable, type VehicleState } from '../vehicle/vehicle.js';
import type { DispatchPhase, DispatchView } from './dispatcher.js';

export interface AdmissionOptions {
  /** Only a wait this long counts (queueing at a junction is normal; standing this long is a jam), ms. Default 15000. */
  readonly longWaitMs?: Ms;
  /** Saturated from this smoothed share of driving vehicles standing in a long wait (0..1). Default 0.3. */
  readonly enterShare?: number;
  /** Drained again at or below this smoothed share (hysteresis, below enterShare). Default 0.15. */
  readonly leaveShare?: number;
  /** Fewer driving vehicles than this never saturate the site. Default 4. */
  readonly minDriving?: number;
  /** Time constant of the smoothing, ms: one tick of queueing at a junction is no saturation. Default 10000. */
  readonly smoothingMs?: Ms;
  /** An order held this long since its release time goes anyway (aging): no order waits forever, ms. Default 180000. */
  readonly maxHoldMs?: Ms;
  /**
   * While saturated, only orders whose source has at least minWaitingNear waiting vehicles within
   * this straight-line distance are held (the jam is there); 0 holds every new order. mm. Default 6000.
   */
  readonly regionMm?: Mm;
  /** See regionMm. Default 2. */
  readonly minWaitingNear?: number;
}

export const DEFAULT_ADMISSION: Required<AdmissionOptions> = { longWaitMs: 15_000, enterShare: 0.3, leaveShare: 0.15, minDriving: 4, smoothingMs: 10_000, maxHoldMs: 180_000, regionMm: 6000, minWaitingNear: 3 };

/** Vehicles with somewhere to drive to: operable, a mission, not working at its target. */
function driving(v: VehicleState): boolean {
  if (!operable(v) || !v.mission || v.activity) return false;
  const p = v.motion.position;
  return p.kind === 'on' || p.station !== v.mission.target || v.motion.route.length > 0;
}

/** Is the vehicle standing in traffic for at least longWaitMs? */
function longWait(view: DispatchView, v: VehicleState, longWaitMs: Ms): boolean {
  const since = view.trafficWaiting?.get(v.config.id);
  return since !== undefined && view.nowMs - since >= longWaitMs;
}

/** Share of driving vehicles standing in traffic for at least longWaitMs, and how many drive. */
export function waitingShare(view: DispatchView, longWaitMs: Ms = DEFAULT_ADMISSION.longWaitMs): { share: number; driving: number } {
  const moving = view.vehicles.filter(driving);
  if (moving.length === 0) return { share: 0, driving: 0 };
  const stuck = moving.filter((v) => longWait(view, v, longWaitMs)).length;
  return { share: stuck / moving.length, driving: moving.length };
}

/**
 * Admission control (docs/traffic-control.md "Admission control"): while the site is saturated
 * — the share of driving vehicles standing in traffic for longWaitMs or more, smoothed over smoothingMs, reached
 * enterShare with at least minDriving vehicles driving — new orders stay at their source instead
 * of sending more vehicles into the jam — those whose source lies in a jam (minWaitingNear long-
 * waiting vehicles within regionMm), or all with regionMm 0. The site counts as drained again at leaveShare. An order
 * held maxHoldMs since its release time is let through, and so is one whose load is already on a
 * vehicle (that vehicle is in the lanes anyway). Held orders are marked in round.held, which the
 * assignment skips and the wait reasons report as HELD_SATURATED.
 *
 * The phase keeps the smoothed share and the saturated flag between rounds (one per dispatcher,
 * i.e. per fleet); everything else comes from the view.
 */
export class Admission {
  private readonly o: Required<AdmissionOptions>;
  private smoothed = 0;
  private lastMs: Ms | undefined;
  private saturatedNow = false;

  constructor(options: AdmissionOptions = {}) {
    this.o = { ...DEFAULT_ADMISSION, ...options };
    if (!(this.o.leaveShare < this.o.enterShare)) throw new Error('admission leaveShare must be below enterShare');
  }

  /** Is the site saturated as of the last round? */
  get saturated(): boolean {
    return this.saturatedNow;
  }

  /** The smoothed waiting share as of the last round (0..1). */
  get share(): number {
    return this.smoothed;
  }

  /** Takes one reading of the view and updates the saturated flag. */
  observe(view: DispatchView): boolean {
    const { share, driving: count } = waitingShare(view, this.o.longWaitMs);
    const dt = this.lastMs === undefined ? this.o.smoothingMs : Math.max(0, view.nowMs - this.lastMs);
    this.lastMs = view.nowMs;
    const alpha = 1 - Math.exp(-dt / this.o.smoothingMs);
    this.smoothed += (share - this.smoothed) * alpha;
    if (this.saturatedNow) this.saturatedNow = this.smoothed > this.o.leaveShare && count >= this.o.minDriving;
    else this.saturatedNow = this.smoothed >= this.o.enterShare && count >= this.o.minDriving;
    return this.saturatedNow;
  }

  readonly phase: DispatchPhase = (round) => {
    const { view } = round;
    if (!this.observe(view)) return;
    const jam: Point[] = [];
    if (this.o.regionMm > 0) for (const v of view.vehicles) if (longWait(view, v, this.o.longWaitMs)) jam.push(positionPoint(view.graph, v.motion.position));
    const jammed = (source: Point) => this.o.regionMm <= 0 || jam.filter((p) => distance(p, source) <= this.o.regionMm).length >= this.o.minWaitingNear;
    for (const o of view.orders) {
      if (o.state !== 'Init' || o.loadOnVehicle) continue;
      if (view.nowMs - o.releaseTimeMs >= this.o.maxHoldMs) continue;
      const source = view.graph.stations.get(o.source);
      if (source && jammed(source)) round.held.add(o.id);
    }
  };
}
