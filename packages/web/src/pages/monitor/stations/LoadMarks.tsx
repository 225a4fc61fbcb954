import { LayoutCalls, type MapStation } from '@agvs/contract';
import { useEffect, useRef } from 'react';
import { LIVE_POLL_MS } from '../logic/liveRules';
import { quietCall } from '../vehicles/quietFetch';
import './stations.css';

const SVG_NS = 'http://www.w3.org/2000/svg';
const LIVE_PALLET = 'mm-pallet-live';

/**
 * Working stations' loads (SPEC §7: working stations polled every 1 s; §4: a working-zone station
 * with isOccupied 1 shows a pallet, cleared when freed). The static layer draws the loads it was
 * loaded with; this marks changes on its elements (data-loaded, a pallet) without re-rendering it.
 */
export function LoadMarks({ layoutId, enabled }: { readonly layoutId: string; readonly enabled: boolean }) {
  const anchor = useRef<SVGGElement>(null);
  useEffect(() => {
    const root = anchor.current?.ownerSVGElement;
    if (!root || !enabled) return;
    let stopped = false;
    let timer: number | undefined;
    const abort = new AbortController();
    // Station elements by code, looked up once (again once the static layer was redrawn): a query
    // of the whole map per working station made each poll a long frame on 10,000 stations.
    let byCode = new Map<string, Element>();
    const stationElements = () => {
      const first = byCode.values().next().value;
      if (first?.isConnected) return byCode;
      byCode = new Map();
      for (const element of root.querySelectorAll('[data-station]')) byCode.set(element.getAttribute('data-station') ?? '', element);
      return byCode;
    };
    const apply = (stations: readonly MapStation[]) => {
      const elements = stationElements();
      for (const station of stations) {
        const element = elements.get(station.stationCode);
        if (!element) continue;
        const loaded = station.isOccupied === 1;
        const mark = loaded ? '1' : '0';
        // Unchanged stations are left alone, so a poll restyles only the stations whose load changed.
        if (element.getAttribute('data-loaded') !== mark) element.setAttribute('data-loaded', mark);
        if (loaded && !element.querySelector(`.${LIVE_PALLET}, .mm-pallet`)) {
          const pallet = document.createElementNS(SVG_NS, 'rect');
          for (const [name, value] of Object.entries({ class: `mm-pallet ${LIVE_PALLET}`, x: String(station.mapX - 3.5), y: String(station.mapY - 3.5), width: '7', height: '7', rx: '1' })) {
            pallet.setAttribute(name, value);
          }
          element.insertBefore(pallet, element.querySelector('text'));
        }
      }
    };
    const tick = async () => {
      const started = Date.now();
      await quietCall(LayoutCalls.querySimpleByLayoutId, { query: { layoutId, zoneType: 'Working' } }, abort.signal)
        .then((stations) => !stopped && apply(stations))
        .catch(() => undefined);
      if (!stopped) timer = window.setTimeout(() => void tick(), Math.max(0, LIVE_POLL_MS - (Date.now() - started)));
    };
    void tick();
    return () => {
      stopped = true;
      abort.abort();
      window.clearTimeout(timer);
      for (const element of root.querySelectorAll('[data-loaded]')) element.removeAttribute('data-loaded');
      for (const pallet of root.querySelectorAll(`.${LIVE_PALLET}`)) pallet.remove();
    };
  }, [layoutId, enabled]);
  return <g ref={anchor} className="mm-load-marks" />;
}
