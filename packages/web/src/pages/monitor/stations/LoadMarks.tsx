import { LayoutCalls, type MapStation } from '@agvs/contract';
import { useEffect, useRef } from 'react';
import { useLiveStore } from '../liveContext';
import { LIVE_POLL_MS } from '../logic/liveRules';
import { quietCall } from '../vehicles/quietFetch';
import './stations.css';

const SVG_NS = 'http://www.w3.org/2000/svg';
const LIVE_PALLET = 'mm-pallet-live';

/**
 * Working stations' loads (SPEC §4: a working-zone station with isOccupied 1 shows a pallet,
 * cleared when freed). The static layer draws the loads it was loaded with; this marks changes on
 * its elements (data-loaded, a pallet) without re-rendering it. The working stations are asked
 * once; their loads then come from the fleet socket (the live store) while it is open, and are
 * polled every second (SPEC §7) only while it is not.
 */
export function LoadMarks({ layoutId, enabled }: { readonly layoutId: string; readonly enabled: boolean }) {
  const anchor = useRef<SVGGElement>(null);
  const live = useLiveStore();
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
    const apply = (stations: readonly MapStation[], isLoaded: (station: MapStation) => boolean) => {
      const elements = stationElements();
      for (const station of stations) {
        const element = elements.get(station.stationCode);
        if (!element) continue;
        const loaded = isLoaded(station);
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
    let working: readonly MapStation[] | null = null;
    const fromSocket = () => {
      if (working && live.loadsLive) apply(working, (station) => live.loaded(station.stationCode));
    };
    const unsubscribe = live.subscribeLoads(fromSocket);
    const tick = async () => {
      const started = Date.now();
      if (!working || !live.loadsLive) {
        await quietCall(LayoutCalls.querySimpleByLayoutId, { query: { layoutId, zoneType: 'Working' } }, abort.signal)
          .then((stations) => {
            if (stopped) return;
            working = stations;
            if (live.loadsLive) fromSocket();
            else apply(stations, (station) => station.isOccupied === 1);
          })
          .catch(() => undefined);
      }
      if (!stopped) timer = window.setTimeout(() => void tick(), Math.max(0, LIVE_POLL_MS - (Date.now() - started)));
    };
    void tick();
    return () => {
      stopped = true;
      unsubscribe();
      abort.abort();
      window.clearTimeout(timer);
      for (const element of root.querySelectorAll('[data-loaded]')) element.removeAttribute('data-loaded');
      for (const pallet of root.querySelectorAll(`.${LIVE_PALLET}`)) pallet.remove();
    };
  }, [layoutId, enabled, live]);
  return <g ref={anchor} className="mm-load-marks" />;
}
