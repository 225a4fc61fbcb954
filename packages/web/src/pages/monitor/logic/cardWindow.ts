/** Up to this many cards the column mounts them all; above, only those near the visible part. */
export const CARD_WINDOW_FROM = 40;
/** Height assumed for a card not drawn yet, px. */
export const CARD_HEIGHT_GUESS = 150;

/** Which cards to mount: indexes [start, end), and the space the skipped ones above and below take. */
export interface CardWindow {
  readonly start: number;
  readonly end: number;
  readonly before: number;
  readonly after: number;
}

/**
 * The cards overlapping the visible part of the list (`top` to `top + height`, px from the list's
 * start) widened by `overscan` px on both sides; `heightOf(i)` is a card's measured or guessed height.
 */
export function cardWindow(count: number, heightOf: (index: number) => number, top: number, height: number, overscan: number): CardWindow {
  const from = top - overscan;
  const to = top + height + overscan;
  let start = count;
  let end = count;
  let before = 0;
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const next = offset + heightOf(i);
    if (start === count && next > from) {
      start = i;
      before = offset;
    }
    if (start !== count && offset >= to) {
      end = i;
      break;
    }
    offset = next;
  }
  if (start === count) return { start: count, end: count, before: offset, after: 0 };
  let total = offset;
  for (let i = end; i < count; i++) total += heightOf(i);
  return { start, end, before, after: total - offset };
}
