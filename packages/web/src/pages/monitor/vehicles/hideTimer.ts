/** SPEC §2 / §9: hiding a vehicle or its details lasts 5 seconds. */
export const HIDE_MS = 5000;

export type HideKind = 'vehicle' | 'details';
type Listener = () => void;

/**
 * Which vehicles (or their details) are hidden for a while, outside React so the map layer can
 * read it per vehicle. Each hide lasts HIDE_MS from the last request, then shows again by itself.
 */
export class HideTimer {
  private readonly hidden = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<Listener>();

  constructor(private readonly durationMs = HIDE_MS) {}

  hide(agvUid: string, kind: HideKind): void {
    const key = `${kind}:${agvUid}`;
    clearTimeout(this.hidden.get(key));
    this.hidden.set(
      key,
      setTimeout(() => {
        this.hidden.delete(key);
        this.notify();
      }, this.durationMs),
    );
    this.notify();
  }

  isHidden(agvUid: string, kind: HideKind): boolean {
    return this.hidden.has(`${kind}:${agvUid}`);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
