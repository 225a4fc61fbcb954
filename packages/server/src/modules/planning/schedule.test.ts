import { describe, expect, it } from 'vitest';
import { dueRequires, finishMs, MAX_DUE_PER_DETAIL, needTimeOf, nextDueMs, taktMs, type DetailDemand, type PlanTiming } from './schedule.js';
import { diffWarnings, planWarnings, type DetailFacts } from './warnings.js';

const H = 3_600_000;
const MIN = 60_000;
const SHIFT_START = Date.UTC(2026, 10, 30, 6);
/** An early shift: 480 products from 06:00 to 14:00, one a minute. */
const shift: PlanTiming = { startMs: SHIFT_START, endMs: SHIFT_START + 8 * H, quantity: 480, taktSeconds: 60 };
/** Two brackets per product at one workplace, delivered 120 at a time, ordered half an hour ahead. */
const brackets: DetailDemand = { id: 'd-brackets', totalQuantity: 960, batchQuantity: 120, leadMinutes: 30, requiredQuantity: 0 };

/** Runs the schedule every 30 s from `from` to `to` as the server does, keeping what was required. */
function simulate(plan: PlanTiming, details: DetailDemand[], from: number, to: number) {
  const made: { at: number; detailId: string; quantity: number; needTimeMs: number }[] = [];
  let state = details;
  for (let now = from; now <= to; now += 30_000) {
    const due = dueRequires(plan, state, now);
    for (const d of due) made.push({ at: now, detailId: d.detailId, quantity: d.quantity, needTimeMs: d.needTimeMs });
    state = state.map((d) => ({ ...d, requiredQuantity: d.requiredQuantity + due.filter((x) => x.detailId === d.id).reduce((s, x) => s + x.quantity, 0) }));
  }
  return made;
}

describe('require orders of a plan over a simulated shift', () => {
  it('makes one require order per delivery, lead time ahead of when the line starts using it', () => {
    const made = simulate(shift, [brackets], SHIFT_START - H, SHIFT_START + 8 * H);
    // 960 brackets in deliveries of 120: eight, one per hour (120 brackets = 60 products = 60 min).
    expect(made).toHaveLength(8);
    expect(made.map((m) => (m.needTimeMs - SHIFT_START) / H)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(made.map((m) => (m.at - SHIFT_START) / MIN)).toEqual([-30, 30, 90, 150, 210, 270, 330, 390]);
    expect(made.reduce((s, m) => s + m.quantity, 0)).toBe(960);
  });

  it('makes nothing before the first lead time and nothing more once everything is required', () => {
    expect(dueRequires(shift, [brackets], SHIFT_START - 31 * MIN)).toEqual([]);
    expect(dueRequires(shift, [{ ...brackets, requiredQuantity: 960 }], SHIFT_START + 9 * H)).toEqual([]);
    expect(nextDueMs(shift, brackets)).toBe(SHIFT_START - 30 * MIN);
    expect(nextDueMs(shift, { ...brackets, requiredQuantity: 240 })).toBe(SHIFT_START + 2 * H - 30 * MIN);
    expect(nextDueMs(shift, { ...brackets, requiredQuantity: 960 })).toBeNull();
  });

  it('sends the remainder in the last delivery and serves several workplaces side by side', () => {
    const screws: DetailDemand = { id: 'd-screws', totalQuantity: 1000, batchQuantity: 300, leadMinutes: 10, requiredQuantity: 0 };
    const made = simulate(shift, [brackets, screws], SHIFT_START - H, SHIFT_START + 8 * H);
    const ofScrews = made.filter((m) => m.detailId === 'd-screws');
    expect(ofScrews.map((m) => m.quantity)).toEqual([300, 300, 300, 100]);
    // Screw 300 goes into product floor(300 * 480 / 1000) = 144, started at 144 min.
    expect(ofScrews.map((m) => (m.needTimeMs - SHIFT_START) / MIN)).toEqual([0, 144, 288, 432]);
    expect(made.filter((m) => m.detailId === 'd-brackets')).toHaveLength(8);
  });

  it('catches up a plan released late, at most a bounded number per run', () => {
    const late = dueRequires(shift, [brackets], SHIFT_START + 3 * H);
    // Deliveries needed at 0, 1, 2, 3 h and the one due at 3 h 30 (need 4 h, lead 30 min) not yet.
    expect(late.map((d) => d.fromQuantity)).toEqual([0, 120, 240, 360]);
    const many = dueRequires(shift, [{ ...brackets, batchQuantity: 1 }], SHIFT_START + 8 * H);
    expect(many).toHaveLength(MAX_DUE_PER_DETAIL);
  });

  it('spreads the quantity over the window when no takt is given', () => {
    const noTakt: PlanTiming = { ...shift, taktSeconds: null, quantity: 240 };
    expect(taktMs(noTakt)).toBe(2 * MIN);
    expect(finishMs(noTakt)).toBe(noTakt.endMs);
    expect(finishMs({ ...shift, taktSeconds: 90 })).toBe(SHIFT_START + 12 * H);
  });
});

describe('breaks and shifts', () => {
  /** The early shift with a half-hour break at 10:00: 450 products in 7.5 working hours. */
  const withBreak: PlanTiming = { ...shift, quantity: 450, taktSeconds: null, breaks: [[SHIFT_START + 4 * H, SHIFT_START + 4.5 * H]] };

  it('spreads the quantity over the working time and builds nothing during the break', () => {
    expect(taktMs(withBreak)).toBe(MIN);
    expect(finishMs(withBreak)).toBe(withBreak.endMs);
    const oneEach = { totalQuantity: 450 };
    expect((needTimeOf(withBreak, oneEach, 239) - SHIFT_START) / MIN).toBe(239);
    // Product 240 would start at 10:00, when the line stops: it starts at 10:30.
    expect((needTimeOf(withBreak, oneEach, 240) - SHIFT_START) / MIN).toBe(270);
    expect((needTimeOf(withBreak, oneEach, 449) - SHIFT_START) / MIN).toBe(479);
  });

  it('two shifts with a gap are one plan whose break is the gap; a given takt that does not fit is late by the gap', () => {
    const twoShifts: PlanTiming = { startMs: SHIFT_START, endMs: SHIFT_START + 16.5 * H, quantity: 960, taktSeconds: 60, breaks: [[SHIFT_START + 8 * H, SHIFT_START + 8.5 * H]] };
    expect(finishMs(twoShifts)).toBe(twoShifts.endMs);
    const made = simulate(twoShifts, [{ ...brackets, totalQuantity: 1920, batchQuantity: 240 }], SHIFT_START - H, twoShifts.endMs);
    // A delivery every two hours of work; the one of the second shift comes after the gap.
    expect(made.map((m) => (m.needTimeMs - SHIFT_START) / H)).toEqual([0, 2, 4, 6, 8.5, 10.5, 12.5, 14.5]);
    expect(finishMs({ ...twoShifts, breaks: [] })).toBe(twoShifts.endMs - 0.5 * H);
  });
});

describe('plan warnings', () => {
  const fine: DetailFacts = { id: 'd1', partCode: 'P-100', workplaceCode: 'WP-A', hasRouting: true, stockQuantity: 500, lateRequires: 0 };

  it('stands for what keeps the plan from being met, and nothing when all is well', () => {
    expect(planWarnings({ planId: 'p', timing: shift, details: [fine] })).toEqual([]);
    const kinds = planWarnings({
      planId: 'p',
      timing: { ...shift, taktSeconds: 90 },
      details: [{ ...fine, hasRouting: false, stockQuantity: 0, lateRequires: 2 }],
    }).map((w) => [w.kind, w.level, w.params]);
    expect(kinds).toEqual([
      ['endUnreachable', 'error', { lateMinutes: 240 }],
      ['noRouting', 'error', { part: 'P-100', workplace: 'WP-A' }],
      ['noStock', 'warning', { part: 'P-100', workplace: 'WP-A' }],
      ['lateRequire', 'error', { part: 'P-100', workplace: 'WP-A', count: 2 }],
    ]);
    expect(planWarnings({ planId: 'p', timing: shift, details: [] }).map((w) => w.kind)).toEqual(['noDetails']);
    // No stock booked anywhere is not a shortage: the plant does not use the warehouse.
    expect(planWarnings({ planId: 'p', timing: shift, details: [{ ...fine, stockQuantity: null }] })).toEqual([]);
  });

  it('raises new warnings once, clears those resolved and brings the figures of standing ones up to date', () => {
    const drafts = planWarnings({ planId: 'p', timing: shift, details: [{ ...fine, hasRouting: false, lateRequires: 3 }] });
    const open = [
      { id: 'w1', planId: 'p', detailId: 'd1', kind: 'noRouting', params: JSON.stringify({ part: 'P-100', workplace: 'WP-A' }) },
      { id: 'w2', planId: 'p', detailId: 'd1', kind: 'noStock', params: '{}' },
      { id: 'w3', planId: 'p', detailId: 'd1', kind: 'lateRequire', params: JSON.stringify({ part: 'P-100', workplace: 'WP-A', count: 2 }) },
    ];
    const { raise, clear, update } = diffWarnings(open, drafts);
    expect(raise).toEqual([]);
    expect(clear).toEqual(['w2']);
    expect(update.map((u) => [u.id, u.draft.params['count']])).toEqual([['w3', 3]]);
    expect(diffWarnings([], drafts).raise.map((w) => w.kind)).toEqual(['noRouting', 'lateRequire']);
  });
});
