/*
 * When a plan's parts are needed and when their require orders are due (docs/planning.md
 * "Scheduling"). Pure: no clock and no database; the server passes `now` and what was already
 * required, so a whole shift can be simulated in a test.
 */

/** What the schedule needs of a plan. Times in ms since epoch. */
export interface PlanTiming {
  readonly startMs: number;
  readonly endMs: number;
  /** Products to build. */
  readonly quantity: number;
  /** Seconds per product; null: the working time spread evenly over the quantity. */
  readonly taktSeconds: number | null;
  /**
   * Times the line stands (breaks, the gap between two shifts), [from, to) in ms, sorted and
   * apart: no product is built in them, so the clock of the plan skips them.
   */
  readonly breaks?: readonly (readonly [number, number])[];
}

/** Working time of the window: the window without its breaks. */
function workingMs(plan: PlanTiming): number {
  const window = Math.max(0, plan.endMs - plan.startMs);
  const stopped = (plan.breaks ?? []).reduce((sum, [from, to]) => sum + Math.max(0, Math.min(to, plan.endMs) - Math.max(from, plan.startMs)), 0);
  return Math.max(0, window - stopped);
}

/**
 * The wall time `workMs` of working time after the start: each break passed on the way adds its
 * length. A product due exactly when a break begins starts after it (`atBreakStart` 'after'); work
 * that ends exactly then ends there ('before').
 */
export function wallTimeOf(plan: PlanTiming, workMs: number, atBreakStart: 'after' | 'before' = 'after'): number {
  let at = plan.startMs + workMs;
  for (const [from, to] of plan.breaks ?? []) {
    if (to <= plan.startMs) continue;
    if (atBreakStart === 'after' ? from > at : from >= at) break;
    // Work that would fall in or after the break is pushed past it.
    at += to - Math.max(from, plan.startMs);
  }
  return at;
}

/** What the schedule needs of a plan detail (one workplace, one part number). */
export interface DetailDemand {
  readonly id: string;
  /** Parts the whole plan consumes at this workplace. */
  readonly totalQuantity: number;
  /** Parts per require order (one delivery). */
  readonly batchQuantity: number;
  /** How long before its need time a require order is made, minutes. */
  readonly leadMinutes: number;
  /** Parts already covered by require orders. */
  readonly requiredQuantity: number;
}

/** One require order that is due now. */
export interface DueRequire {
  readonly detailId: string;
  readonly quantity: number;
  /** When the line starts consuming the first part of this delivery. */
  readonly needTimeMs: number;
  /** Parts covered before this one (the delivery covers parts from..from+quantity-1). */
  readonly fromQuantity: number;
}

/** Milliseconds per product. */
export function taktMs(plan: PlanTiming): number {
  if (plan.taktSeconds && plan.taktSeconds > 0) return plan.taktSeconds * 1000;
  return plan.quantity > 0 ? workingMs(plan) / plan.quantity : 0;
}

/** When the last product is finished at the plan's takt, breaks included. */
export function finishMs(plan: PlanTiming): number {
  return wallTimeOf(plan, plan.quantity * taktMs(plan), 'before');
}

/**
 * When the line consumes part number `partIndex` (0-based) of a detail: parts are spread over the
 * products in order, so part i goes into product floor(i * quantity / total), which the line
 * starts product * takt of working time after the start (breaks skipped).
 */
export function needTimeOf(plan: PlanTiming, detail: Pick<DetailDemand, 'totalQuantity'>, partIndex: number): number {
  if (detail.totalQuantity <= 0) return plan.startMs;
  const product = Math.floor((partIndex * plan.quantity) / detail.totalQuantity);
  return wallTimeOf(plan, Math.round(product * taktMs(plan)));
}

/** When the detail's next require order will be made (its need time minus the lead time), or null when all is required. */
export function nextDueMs(plan: PlanTiming, detail: DetailDemand): number | null {
  if (detail.requiredQuantity >= detail.totalQuantity) return null;
  return needTimeOf(plan, detail, detail.requiredQuantity) - detail.leadMinutes * 60_000;
}

/** At most this many require orders per detail in one run: a plan released hours late catches up over a few runs. */
export const MAX_DUE_PER_DETAIL = 50;

/**
 * The require orders due at `nowMs`: for each detail, the next deliveries whose need time minus
 * lead time has come, each of batchQuantity parts (the last one the remainder), in order.
 */
export function dueRequires(plan: PlanTiming, details: readonly DetailDemand[], nowMs: number): DueRequire[] {
  const due: DueRequire[] = [];
  for (const d of details) {
    const batch = Math.max(1, Math.floor(d.batchQuantity));
    let covered = Math.max(0, d.requiredQuantity);
    for (let n = 0; n < MAX_DUE_PER_DETAIL && covered < d.totalQuantity; n++) {
      const needTimeMs = needTimeOf(plan, d, covered);
      if (needTimeMs - d.leadMinutes * 60_000 > nowMs) break;
      const quantity = Math.min(batch, d.totalQuantity - covered);
      due.push({ detailId: d.id, quantity, needTimeMs, fromQuantity: covered });
      covered += quantity;
    }
  }
  return due;
}
