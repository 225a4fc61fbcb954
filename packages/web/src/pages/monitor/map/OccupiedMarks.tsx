import { useEffect, useRef } from 'react';
import type { OccupiedStore } from '../logic/liveStores';
import type { MapModel } from '../logic/mapModel';

const OCCUPIED_CLASS = 'mm-station-occupied';

/**
 * Marks the stations of the occupied-station poll on the static layer (edge colour, SPEC §4
 * "Station"), by class, without re-rendering it; back to normal when freed.
 */
export function OccupiedMarks({ store, model, enabled }: { readonly store: OccupiedStore; readonly model: MapModel; readonly enabled: boolean }) {
  const anchor = useRef<SVGGElement>(null);
  useEffect(() => {
    const root = anchor.current?.ownerSVGElement;
    if (!root) return;
    let marked = new Set<Element>();
    const unmark = (element: Element) => {
      element.classList.remove(OCCUPIED_CLASS);
      element.removeAttribute('data-occupied');
    };
    const clear = () => {
      for (const element of marked) unmark(element);
      marked = new Set();
    };
    // Looked up once per layout: a poll then touches only the occupied stations, not all 10,000.
    const byCode = new Map<string, Element>();
    for (const element of root.querySelectorAll('[data-station]')) byCode.set(element.getAttribute('data-station') ?? '', element);
    // Only stations that were freed or taken since the last poll are touched (each touch restyles one).
    const apply = () => {
      const next = new Set<Element>();
      if (enabled) {
        for (const code of store.get()) {
          const element = byCode.get(code);
          if (element) next.add(element);
        }
      }
      for (const element of marked) if (!next.has(element)) unmark(element);
      for (const element of next) {
        if (marked.has(element)) continue;
        element.classList.add(OCCUPIED_CLASS);
        element.setAttribute('data-occupied', '1');
      }
      marked = next;
    };
    apply();
    const off = store.subscribe(apply);
    return () => {
      off();
      clear();
    };
  }, [store, model, enabled]);
  return <g ref={anchor} className="mm-occupied-marks" />;
}
