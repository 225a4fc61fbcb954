/**
 * The traffic heatmap's colour scale: how long vehicles waited at a place (vehicle-ms within the
 * window) on a logarithmic scale from HEAT_MIN_MS (faint yellow) to HEAT_MAX_MS and beyond (deep
 * red). Fixed, not relative to the worst place: the same colour means the same waiting on every
 * layout and at every refresh.
 */
export const HEAT_MIN_MS = 5_000;
export const HEAT_MAX_MS = 5 * 60_000;

/** 0 (HEAT_MIN_MS or less) to 1 (HEAT_MAX_MS or more); NaN and negatives count as no waiting. */
export function heatLevel(waitedMs: number): number {
  if (!(waitedMs > HEAT_MIN_MS)) return 0;
  return Math.min(1, Math.log(waitedMs / HEAT_MIN_MS) / Math.log(HEAT_MAX_MS / HEAT_MIN_MS));
}

/** Places waited at less than this are not drawn at all: a vehicle letting another pass is no hot spot. */
export const HEAT_SHOWN_FROM_MS = 1_000;

const STOPS: readonly (readonly [number, number, number])[] = [
  [250, 204, 21], // yellow
  [249, 115, 22], // orange
  [220, 38, 38], // red
];

/** The colour of a level (0..1) as rgb(), yellow through orange to red. */
export function heatColour(level: number): string {
  const l = Math.max(0, Math.min(1, Number.isFinite(level) ? level : 0)) * (STOPS.length - 1);
  const i = Math.min(STOPS.length - 2, Math.floor(l));
  const f = l - i;
  const [a, b] = [STOPS[i], STOPS[i + 1]];
  const mix = (k: number) => Math.round(a[k] + (b[k] - a[k]) * f);
  return `rgb(${mix(0)}, ${mix(1)}, ${mix(2)})`;
}

/** Opacity grows with the level, so light waiting stays in the background. */
export const heatOpacity = (level: number) => 0.35 + 0.5 * Math.max(0, Math.min(1, level));
