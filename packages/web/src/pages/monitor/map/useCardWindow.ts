import { useCallback, useEffect, useRef, useState } from 'react';
import { CARD_HEIGHT_GUESS, CARD_WINDOW_FROM, cardWindow, type CardWindow } from '../logic/cardWindow';

/** Cards mounted beyond the visible part of the column, in column heights, so scrolling shows no gap. */
const OVERSCAN_VIEWS = 1;

const whole = (count: number): CardWindow => ({ start: 0, end: count, before: 0, after: 0 });

const same = (a: CardWindow, b: CardWindow) => a.start === b.start && a.end === b.end && a.before === b.before && a.after === b.after;

/**
 * Windowing of the AGV card column: with many vehicles only the cards near the visible part of the
 * scrolling parent are mounted (each card subscribes to its live view and renders buttons, so
 * 1,000 mounted cards cost more than the map). Heights are measured as cards are drawn; the list
 * renders again only when the window moves.
 */
export function useCardWindow(uids: readonly string[]) {
  const listRef = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<string, number>());
  const uidsRef = useRef(uids);
  uidsRef.current = uids;
  const windowed = uids.length >= CARD_WINDOW_FROM;
  const [range, setRange] = useState<CardWindow>(() => whole(uids.length));
  const frame = useRef(0);

  const update = useCallback(() => {
    frame.current = 0;
    const list = listRef.current;
    const scroller = list?.parentElement;
    const current = uidsRef.current;
    if (!list || !scroller) return;
    let known = 0;
    let sum = 0;
    for (const height of heights.current.values()) {
      known++;
      sum += height;
    }
    const guess = known ? sum / known : CARD_HEIGHT_GUESS;
    const listTop = list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    const next = cardWindow(
      current.length,
      (i) => heights.current.get(current[i]!) ?? guess,
      scroller.scrollTop - listTop,
      scroller.clientHeight,
      scroller.clientHeight * OVERSCAN_VIEWS,
    );
    setRange((before) => (same(before, next) ? before : next));
  }, []);

  const schedule = useCallback(() => {
    if (!frame.current) frame.current = window.requestAnimationFrame(update);
  }, [update]);

  const [observer] = useState(
    () =>
      typeof ResizeObserver === 'function'
        ? new ResizeObserver((entries, self) => {
            for (const entry of entries) {
              const slot = entry.target as HTMLElement;
              // A card scrolled out of the window reports size 0 as it leaves: keep its last height.
              if (!slot.isConnected) {
                self.unobserve(slot);
                continue;
              }
              if (slot.dataset.slot) heights.current.set(slot.dataset.slot, slot.offsetHeight);
            }
            schedule();
          })
        : null,
  );

  useEffect(() => {
    const live = new Set(uids);
    for (const uid of heights.current.keys()) if (!live.has(uid)) heights.current.delete(uid);
    if (!windowed) {
      setRange((before) => (same(before, whole(uids.length)) ? before : whole(uids.length)));
      return;
    }
    update();
    const scroller = listRef.current?.parentElement;
    if (!scroller) return;
    scroller.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      scroller.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [uids, windowed, update, schedule]);

  useEffect(() => () => observer?.disconnect(), [observer]);

  /** Ref of a card's slot: its height is measured while it is mounted. */
  const slotRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) observer?.observe(element);
    },
    [observer],
  );

  // Until the effect has measured, a changed list shows from its first card (clamped to the list).
  const start = Math.min(range.start, uids.length);
  const end = windowed ? Math.min(range.end, uids.length) : uids.length;
  return { listRef, slotRef, start: windowed ? start : 0, end, before: windowed ? range.before : 0, after: windowed ? range.after : 0 };
}
