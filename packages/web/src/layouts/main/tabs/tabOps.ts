/** Multi-tab operations (SPEC §2 "Tabs"), on the ordered list of open page paths. */

export type CloseRefusal = 'home' | 'last';

/**
 * Opens a page's tab. The root "/" is no page: the router sends it on to the home page, so a
 * passing visit (right after sign-in) must not leave a "/" tab behind.
 */
export function openTab(tabs: readonly string[], path: string, home: string): string[] {
  const withHome = tabs.includes(home) ? [...tabs] : [home, ...tabs];
  return path === '/' || path === '' || withHome.includes(path) ? withHome : [...withHome, path];
}

/** Closes one tab; the home tab and the last remaining tab stay. */
export function closeTab(tabs: readonly string[], path: string, home: string): string[] | CloseRefusal {
  if (path === home) return 'home';
  if (tabs.length <= 1) return 'last';
  return tabs.filter((tab) => tab !== path);
}

export function closeLeft(tabs: readonly string[], path: string, home: string): string[] {
  const index = tabs.indexOf(path);
  return tabs.filter((tab, i) => i >= index || tab === home);
}

export function closeRight(tabs: readonly string[], path: string, home: string): string[] {
  const index = tabs.indexOf(path);
  return tabs.filter((tab, i) => i <= index || tab === home);
}

export function closeOthers(tabs: readonly string[], path: string, home: string): string[] {
  return tabs.filter((tab) => tab === path || tab === home);
}

/** The tab to show after the active one was closed: its left neighbour, else its right one. */
export function neighbourOf(before: readonly string[], closed: string, after: readonly string[]): string | undefined {
  const index = before.indexOf(closed);
  for (let i = index - 1; i >= 0; i--) if (after.includes(before[i]!)) return before[i];
  for (let i = index + 1; i < before.length; i++) if (after.includes(before[i]!)) return before[i];
  return after[0];
}
