/**
 * Keeps one top-level submenu open (SPEC §2): when a submenu opens, only it and its ancestors stay
 * open. Menu keys are paths, so an ancestor's key is a path prefix of its descendants' keys.
 */
export function nextOpenKeys(previous: readonly string[], next: readonly string[]): string[] {
  const opened = next.find((key) => !previous.includes(key));
  if (!opened) return [...next];
  return next.filter((key) => key === opened || opened.startsWith(`${key}/`));
}
