import type { MenuRoute } from '@agvs/contract';

/** Components that only group child entries; they never render a page of their own. */
const CONTAINER_PREFIX = 'layouts/';
/** An entry showing another site inside the console. */
export const IFRAME_COMPONENT = 'layouts/IframePageView';

export function isContainer(entry: MenuRoute): boolean {
  return entry.component.startsWith(CONTAINER_PREFIX) && entry.component !== IFRAME_COMPONENT;
}

/** Entries that leave the console: external links and embedded pages open in a new window (SPEC §2). */
export function opensNewWindow(entry: MenuRoute): boolean {
  return Boolean(entry.meta.internalOrExternal && entry.meta.url);
}

/** The entries from the root down to the one at `path`; empty when no entry has it. */
export function menuTrail(menu: readonly MenuRoute[], path: string): MenuRoute[] {
  for (const entry of menu) {
    if (entry.path === path) return [entry];
    const below = menuTrail(entry.children ?? [], path);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
}

export function findMenuEntry(menu: readonly MenuRoute[], path: string): MenuRoute | undefined {
  return menuTrail(menu, path).at(-1);
}

/** Every entry the router serves: all but those whose route flag is '0' (SPEC §2). */
export function routableEntries(menu: readonly MenuRoute[]): MenuRoute[] {
  return menu.flatMap((entry) => [
    ...(entry.route === '0' ? [] : [entry]),
    ...routableEntries(entry.children ?? []),
  ]);
}

/** What the header's menu search lists: visible entries that are pages, not pure containers (SPEC §2). */
export function searchableEntries(menu: readonly MenuRoute[]): MenuRoute[] {
  return menu.flatMap((entry) => {
    if (entry.hidden) return [];
    const children = searchableEntries(entry.children ?? []);
    return isContainer(entry) ? children : [entry, ...children];
  });
}

/** Where a container without a page of its own leads: its redirect, else its first visible child. */
export function containerTarget(entry: MenuRoute): string | undefined {
  if (entry.redirect) return entry.redirect;
  return entry.children?.find((child) => !child.hidden && child.route !== '0')?.path;
}
