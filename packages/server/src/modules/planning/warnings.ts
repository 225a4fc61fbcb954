import { finishMs, type PlanTiming } from './schedule.js';

/*
 * Why a plan cannot be met (docs/planning.md "Warnings"). Pure: the server gathers the facts,
 * this decides which warnings stand, and `diffWarnings` tells which to raise and which to clear.
 */

export type WarningKind = 'noDetails' | 'noRouting' | 'noStock' | 'lateRequire' | 'endUnreachable';
export type WarningLevel = 'warning' | 'error';

/** What is known about one detail when the warnings are checked. */
export interface DetailFacts {
  readonly id: string;
  readonly partCode: string;
  readonly workplaceCode: string;
  /** A valid part routing brings this part to a line zone. */
  readonly hasRouting: boolean;
  /** Parts in stock, or null when the plant books no stock at all (no warehouse in use). */
  readonly stockQuantity: number | null;
  /** Require orders of this detail whose need time has passed and that are neither complete nor cancelled. */
  readonly lateRequires: number;
}

export interface PlanFacts {
  readonly planId: string;
  readonly timing: PlanTiming;
  readonly details: readonly DetailFacts[];
}

export interface WarningDraft {
  readonly planId: string;
  readonly detailId: string | null;
  readonly kind: WarningKind;
  readonly level: WarningLevel;
  readonly params: Readonly<Record<string, string | number>>;
}

/** The warnings that stand for a plan now. */
export function planWarnings(facts: PlanFacts): WarningDraft[] {
  const out: WarningDraft[] = [];
  const plan = (kind: WarningKind, level: WarningLevel, params: WarningDraft['params']) => out.push({ planId: facts.planId, detailId: null, kind, level, params });
  if (!facts.details.length) plan('noDetails', 'warning', {});
  const finish = finishMs(facts.timing);
  if (finish > facts.timing.endMs) plan('endUnreachable', 'error', { lateMinutes: Math.ceil((finish - facts.timing.endMs) / 60_000) });
  for (const d of facts.details) {
    const detail = (kind: WarningKind, level: WarningLevel, params: WarningDraft['params'] = {}) =>
      out.push({ planId: facts.planId, detailId: d.id, kind, level, params: { part: d.partCode, workplace: d.workplaceCode, ...params } });
    if (!d.hasRouting) detail('noRouting', 'error');
    if (d.stockQuantity !== null && d.stockQuantity <= 0) detail('noStock', 'warning');
    if (d.lateRequires > 0) detail('lateRequire', 'error', { count: d.lateRequires });
  }
  return out;
}

/** A warning as stored and still open. */
export interface OpenWarning {
  readonly id: string;
  readonly planId: string;
  readonly detailId: string | null;
  readonly kind: string;
  /** Its parameters as stored (JSON). */
  readonly params: string;
}

const keyOf = (w: { planId: string; detailId: string | null; kind: string }) => `${w.planId}|${w.detailId ?? ''}|${w.kind}`;

/**
 * Which drafts are new (raise), which open warnings no longer stand (clear), and which stand with
 * new figures (update: "3 late" becomes "4 late" on the same warning, raised when it first stood).
 */
export function diffWarnings(open: readonly OpenWarning[], drafts: readonly WarningDraft[]): { raise: WarningDraft[]; clear: string[]; update: { id: string; draft: WarningDraft }[] } {
  const standing = new Map(drafts.map((d) => [keyOf(d), d]));
  const known = new Set(open.map(keyOf));
  const update = open.flatMap((w) => {
    const d = standing.get(keyOf(w));
    return d && JSON.stringify(d.params) !== w.params ? [{ id: w.id, draft: d }] : [];
  });
  return { raise: drafts.filter((d) => !known.has(keyOf(d))), clear: open.filter((w) => !standing.has(keyOf(w))).map((w) => w.id), update };
}
