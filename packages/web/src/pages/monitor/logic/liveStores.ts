/**
 * Small stores of the live poll besides the vehicles: the card views (each card hears only about
 * its own vehicle, and only when something it shows changed) and the occupied station codes
 * (listeners hear only when the set changes). Neither causes a React render of the monitor.
 */
type Listener = () => void;

function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export class CardStore<T extends { readonly agvUid: string }> {
  private items = new Map<string, T>();
  private readonly listeners = new Map<string, Set<Listener>>();

  set(list: readonly T[]): void {
    const next = new Map(list.map((item) => [item.agvUid, item]));
    const changed: string[] = [];
    for (const [uid, item] of next) {
      const before = this.items.get(uid);
      if (before && shallowEqual(before, item)) next.set(uid, before);
      else changed.push(uid);
    }
    for (const uid of this.items.keys()) if (!next.has(uid)) changed.push(uid);
    this.items = next;
    for (const uid of changed) for (const listener of this.listeners.get(uid) ?? []) listener();
  }

  get(uid: string): T | undefined {
    return this.items.get(uid);
  }

  subscribe(uid: string, listener: Listener): () => void {
    let set = this.listeners.get(uid);
    if (!set) this.listeners.set(uid, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(uid);
    };
  }
}

export class OccupiedStore {
  private codes: ReadonlySet<string> = new Set();
  private readonly listeners = new Set<Listener>();

  set(codes: Iterable<string>): void {
    const next = new Set(codes);
    if (next.size === this.codes.size && [...next].every((code) => this.codes.has(code))) return;
    this.codes = next;
    for (const listener of this.listeners) listener();
  }

  get = (): ReadonlySet<string> => this.codes;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
