import { MOBILE_BREAKPOINT_PX, TABLET_BREAKPOINT_PX } from '@agvs/contract';
import { useSyncExternalStore } from 'react';

const mobile = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
const tablet = window.matchMedia(`(max-width: ${TABLET_BREAKPOINT_PX}px)`);

function subscribe(onChange: () => void): () => void {
  mobile.addEventListener('change', onChange);
  tablet.addEventListener('change', onChange);
  return () => {
    mobile.removeEventListener('change', onChange);
    tablet.removeEventListener('change', onChange);
  };
}

const snapshot = () => (mobile.matches ? 'mobile' : tablet.matches ? 'tablet' : 'desktop');

/** Device class by the breakpoints of SPEC §9: drawer menu on mobile, collapsed menu on tablets. */
export function useViewport(): 'mobile' | 'tablet' | 'desktop' {
  return useSyncExternalStore(subscribe, snapshot);
}
