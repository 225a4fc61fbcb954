import { HOME_PATH } from '@agvs/contract';
import { create } from 'zustand';
import { useSessionStore } from '../../../session/sessionStore';
import { openTab } from './tabOps';

interface TabsState {
  /** Open page paths, in tab order. */
  readonly tabs: readonly string[];
  /** Bumped by "refresh" so the page mounts afresh. */
  readonly reloads: Readonly<Record<string, number>>;
  open(path: string): void;
  replace(tabs: readonly string[]): void;
  reload(path: string): void;
}

export const useTabsStore = create<TabsState>((set) => ({
  tabs: [HOME_PATH],
  reloads: {},
  open: (path) => set((state) => ({ tabs: openTab(state.tabs, path, HOME_PATH) })),
  replace: (tabs) => set({ tabs }),
  reload: (path) => set((state) => ({ reloads: { ...state.reloads, [path]: (state.reloads[path] ?? 0) + 1 } })),
}));

// Another user starts with only the home tab.
useSessionStore.subscribe((state, previous) => {
  if (state.session?.userInfo.username !== previous.session?.userInfo.username) {
    useTabsStore.setState({ tabs: [HOME_PATH], reloads: {} });
  }
});
