import { create } from 'zustand';
import { useSessionStore } from '../../../session/sessionStore';
import { applySettingsChange, parseLayoutSettings, type LayoutSettings } from './layoutSettings';

const keyFor = (username: string | undefined) => `agvs.layoutSettings.${username ?? ''}`;
const currentUsername = () => useSessionStore.getState().session?.userInfo.username;

interface LayoutSettingsState {
  readonly settings: LayoutSettings;
  change(patch: Partial<LayoutSettings>): void;
}

/** The signed-in user's layout settings; saved on every change and read again on user change. */
export const useLayoutSettings = create<LayoutSettingsState>((set, get) => ({
  settings: parseLayoutSettings(localStorage.getItem(keyFor(currentUsername()))),
  change(patch) {
    const settings = applySettingsChange(get().settings, patch);
    localStorage.setItem(keyFor(currentUsername()), JSON.stringify(settings));
    set({ settings });
  },
}));

useSessionStore.subscribe((state, previous) => {
  const username = state.session?.userInfo.username;
  if (username !== previous.session?.userInfo.username) {
    useLayoutSettings.setState({ settings: parseLayoutSettings(localStorage.getItem(keyFor(username))) });
  }
});
