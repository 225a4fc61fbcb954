import { create } from 'zustand';

/**
 * Dialogs opened from the header. They live outside the header because switching the navigation
 * mode moves the header, and the settings drawer must stay open through that.
 */
interface LayoutUiState {
  readonly settingsOpen: boolean;
  readonly passwordOpen: boolean;
  readonly licenceOpen: boolean;
  setSettingsOpen(open: boolean): void;
  setPasswordOpen(open: boolean): void;
  setLicenceOpen(open: boolean): void;
}

export const useLayoutUi = create<LayoutUiState>((set) => ({
  settingsOpen: false,
  passwordOpen: false,
  licenceOpen: false,
  setSettingsOpen: (settingsOpen) => set({ settingsOpen }),
  setPasswordOpen: (passwordOpen) => set({ passwordOpen }),
  setLicenceOpen: (licenceOpen) => set({ licenceOpen }),
}));
