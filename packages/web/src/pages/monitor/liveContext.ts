import { createContext, useContext } from 'react';
import { LiveStore } from './logic/liveStore';

/** Outside a monitor (a dialog reused elsewhere) nothing is live: an empty store. */
const none = new LiveStore();

/** The live store of the monitor's layout, for the dialogs, lists and order features under it. */
export const LiveStoreContext = createContext<LiveStore>(none);

export function useLiveStore(): LiveStore {
  return useContext(LiveStoreContext);
}
