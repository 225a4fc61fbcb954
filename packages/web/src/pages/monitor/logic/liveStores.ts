type Listener = () => void;

/**
 * The occupied station codes of the live store (listeners hear only when the set changes), which
 * the station marks of the 2D map and the 3D popups read without a React render of the monitor.
 */
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
