/** The order features of the map monitor (SPEC §2 "Map-monitor dialogs", order-path highlighting). */
export { AgvCardOrderActions } from './AgvCardOrderActions';
export { OrderDialogs } from './OrderDialogs';
export { OrderOverlay } from './OrderOverlay';
export { OrderToolButtons } from './OrderToolButtons';
