/**
 * Live vehicles of the map, outside React (ARCHITECTURE convention 10). The fleet runtime (or the
 * 1 s poll) replaces the list with setVehicles or patches one vehicle with updateVehicle; frame
 * listeners hear about changed vehicles at most once per animation frame, structure listeners only
 * when vehicles appear or leave (that is the only time React re-renders the layer).
 */
export interface MapVehicle {
  readonly agvUid: string;
  readonly agvName: string;
  /** Map units. */
  readonly x: number;
  readonly y: number;
  /** Degrees, 0 along +x, clockwise on screen. */
  readonly angle: number;
  readonly isConnected: boolean;
  readonly runStatus: string | null;
  /** Percent. */
  readonly battery: number | null;
  readonly stationCode: string | null;
  readonly loaded: boolean;
  readonly hasError: boolean;
  /** Run-status colour (SPEC §4), when known. */
  readonly colour?: string;
}

export type FrameListener = (changed: ReadonlySet<string>) => void;
export type StructureListener = () => void;

/** requestAnimationFrame, or a stand-in in tests. */
export type FrameScheduler = (flush: () => void) => void;

const browserFrame: FrameScheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
};

export class VehicleStore {
  private vehicles = new Map<string, MapVehicle>();
  private uids: readonly string[] = [];
  private pending = new Set<string>();
  private scheduled = false;
  private readonly frameListeners = new Set<FrameListener>();
  private readonly structureListeners = new Set<StructureListener>();

  constructor(private readonly schedule: FrameScheduler = browserFrame) {}

  /** Replaces all vehicles; vehicles whose data changed are flushed on the next frame. */
  setVehicles(list: readonly MapVehicle[]): void {
    const next = new Map<string, MapVehicle>();
    for (const vehicle of list) {
      const before = this.vehicles.get(vehicle.agvUid);
      next.set(vehicle.agvUid, vehicle);
      if (!before || !sameVehicle(before, vehicle)) this.pending.add(vehicle.agvUid);
    }
    const structureChanged = next.size !== this.vehicles.size || [...next.keys()].some((uid) => !this.vehicles.has(uid));
    this.vehicles = next;
    if (structureChanged) {
      this.uids = [...next.keys()];
      for (const listener of this.structureListeners) listener();
    }
    this.requestFlush();
  }

  /** Patches one known vehicle; many patches within a frame reach listeners once. */
  updateVehicle(agvUid: string, patch: Partial<Omit<MapVehicle, 'agvUid'>>): void {
    const before = this.vehicles.get(agvUid);
    if (!before) return;
    const after = { ...before, ...patch };
    if (sameVehicle(before, after)) return;
    this.vehicles.set(agvUid, after);
    this.pending.add(agvUid);
    this.requestFlush();
  }

  get(agvUid: string): MapVehicle | undefined {
    return this.vehicles.get(agvUid);
  }

  /** Stable while no vehicle appears or leaves (usable with useSyncExternalStore). */
  getUids = (): readonly string[] => this.uids;

  subscribeFrame(listener: FrameListener): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  subscribeStructure = (listener: StructureListener): (() => void) => {
    this.structureListeners.add(listener);
    return () => this.structureListeners.delete(listener);
  };

  clear(): void {
    this.setVehicles([]);
  }

  private requestFlush(): void {
    if (this.scheduled || this.pending.size === 0) return;
    this.scheduled = true;
    this.schedule(() => {
      this.scheduled = false;
      const changed = new Set([...this.pending].filter((uid) => this.vehicles.has(uid)));
      this.pending.clear();
      if (changed.size === 0) return;
      for (const listener of this.frameListeners) listener(changed);
    });
  }
}

function sameVehicle(a: MapVehicle, b: MapVehicle): boolean {
  return (Object.keys(a) as (keyof MapVehicle)[]).every((key) => a[key] === b[key]);
}
