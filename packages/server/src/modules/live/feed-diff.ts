/** What a live feed last sent of a list: each entry's JSON by its key. */
export type Sent = ReadonlyMap<string, string>;

/**
 * The delta from what was sent to `list`: entries new or changed (compared by their JSON, which
 * is what a socket receives) and the keys of entries gone, with the new baseline.
 */
export function diffById<T>(before: Sent, list: readonly T[], keyOf: (item: T) => string): { changed: T[]; removed: string[]; sent: Map<string, string> } {
  const sent = new Map<string, string>();
  const changed: T[] = [];
  for (const item of list) {
    const key = keyOf(item);
    const json = JSON.stringify(item);
    sent.set(key, json);
    if (before.get(key) !== json) changed.push(item);
  }
  const removed = [...before.keys()].filter((key) => !sent.has(key));
  return { changed, removed, sent };
}
