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
    let marked: Element[] = [];
    const clear = () => {
      for (const element of marked) {
        element.classList.remove(OCCUPIED_CLASS);
        element.removeAttribute('data-occupied');
      }
      marked = [];
    };
    // Looked up once per layout: a poll then touches only the occupied stations, not all 10,000.
    const byCode = new Map<string, Element>();
    for (const element of root.querySelectorAll('[data-station]')) byCode.set(element.getAttribute('data-station') ?? '', element);
    const apply = () => {
      clear();
      const codes = store.get();
      if (!enabled || codes.size === 0) return;
      for (const code of codes) {
        const element = byCode.get(code);
        if (!element) continue;
        element.classList.add(OCCUPIED_CLASS);
        element.setAttribute('data-occupied', '1');
        marked.push(element);
      }
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
