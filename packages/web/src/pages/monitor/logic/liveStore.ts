import { applyFieldPatch, type AgvInfoCard, type FleetSocketMessage, type OccupiedStation } from '@agvs/contract';
import { toMapVehicle } from './liveRules';
import { OccupiedStore } from './liveStores';
import { VehicleStore, type FrameScheduler } from './vehicleStore';

type Listener = () => void;
/** Told the agvUids whose card changed, joined or left. */
export type CardsListener = (uids: ReadonlySet<string>) => void;

/**
 * The one live store of a layout (ARCHITECTURE convention 10): the AGV info cards and occupied
 * stations as the fleet socket tells them (a snapshot, then deltas; FleetSocketMessage), and the
 * loads on stations (the working-station marks and pallets, the station dialog). A patched card
 * and its changed nested objects are new objects, the rest is shared, so readers comparing by
 * identity see exactly what changed. Every
 * screen of the monitor reads it: the map and 3D view through `vehicles` (the drawn vehicles,
 * flushed once per animation frame), the station marks through `occupied` (station codes), cards,
 * shortcuts, lists and order features through `card`/`cards` and `view` (memoised per-card
 * projections). Nothing here renders; only the vehicles a message names are touched.
 */
export class LiveStore {
  private byUid = new Map<string, AgvInfoCard>();
  private holds = new Map<string, OccupiedStation>();
  private cardList: readonly AgvInfoCard[] | null = null;
  private holdList: readonly OccupiedStation[] | null = null;
  private showOffline = false;
  private received = false;
  private readonly cardListeners = new Set<CardsListener>();
  private readonly holdListeners = new Set<Listener>();
  private loads = new Set<string>();
  private loadsReceived = false;
  private loadCount = 0;
  private readonly loadListeners = new Set<Listener>();
  /** The vehicles the map draws: connected ones, or all when offline vehicles are shown. */
  readonly vehicles: VehicleStore;
  /** Codes of the stations a vehicle stands on or an operator holds. */
  readonly occupied = new OccupiedStore();

  /** `layoutId`: the layout whose fleet it follows (a new layout gets a new store). */
  constructor(
    readonly layoutId: string | null = null,
    schedule?: FrameScheduler,
  ) {
    this.vehicles = new VehicleStore(schedule);
  }

  /** Whether a snapshot has arrived (before it, an empty store means "not known yet"). */
  get ready(): boolean {
    return this.received;
  }

  apply(message: FleetSocketMessage): void {
    switch (message.type) {
      case 'snapshot': {
        const touched = new Set([...this.byUid.keys(), ...message.agvs.map((c) => c.agvUid)]);
        this.byUid = new Map(message.agvs.map((c) => [c.agvUid, c]));
        this.holds = new Map(message.occupied.map((o) => [o.id, o]));
        this.received = true;
        this.cardsChanged(touched, true);
        this.holdsChanged();
        return;
      }
      case 'agvs': {
        const touched = new Set<string>();
        let joined = false;
        for (const card of message.agvs) {
          joined ||= !this.byUid.has(card.agvUid);
          this.byUid.set(card.agvUid, card);
          touched.add(card.agvUid);
        }
        for (const uid of message.removed) if (this.byUid.delete(uid)) touched.add(uid);
        this.cardsChanged(touched, joined || message.removed.length > 0);
        return;
      }
      case 'agvPatch': {
        const touched = new Set<string>();
        for (const patch of message.patches) {
          const card = this.byUid.get(patch.agvUid);
          // Patches name only cards the socket sent before; an unknown one has nothing to patch.
          if (!card) continue;
          this.byUid.set(patch.agvUid, applyFieldPatch(card, patch));
          touched.add(patch.agvUid);
        }
        this.cardsChanged(touched, false);
        return;
      }
      case 'occupied': {
        for (const entry of message.occupied) this.holds.set(entry.id, entry);
        for (const id of message.removed) this.holds.delete(id);
        this.holdsChanged();
        return;
      }
      case 'loads': {
        // A new set each time: its identity tells readers (useSyncExternalStore) that loads changed.
        const next = new Set(message.all ? [] : this.loads);
        for (const code of message.loaded) next.add(code);
        for (const code of message.freed) next.delete(code);
        this.loads = next;
        this.loadsReceived = true;
        this.loadsChanged();
        return;
      }
      default:
        // Order states arrive on the cards too; the layout version is the channel's business.
        return;
    }
  }

  /** Empties the store (another layout): everything known so far is gone. */
  clear(): void {
    this.received = false;
    this.apply({ type: 'snapshot', agvs: [], occupied: [] });
    this.received = false;
    this.loads = new Set();
    this.disconnected();
  }

  /** The socket dropped: the loads are no longer followed until the next snapshot brings them all. */
  disconnected(): void {
    if (!this.loadsReceived) return;
    this.loadsReceived = false;
    this.loads = new Set(this.loads);
    this.loadsChanged();
  }

  /** Whether station loads come from the socket now (its readers need not poll them). */
  get loadsLive(): boolean {
    return this.loadsReceived;
  }

  /** Is a load standing on the station (as the socket last said)? */
  loaded(code: string): boolean {
    return this.loads.has(code);
  }

  /** The loaded stations' codes: another set after every change of the loads or of whether they are live. */
  loadedStations = (): ReadonlySet<string> => this.loads;

  /** Moves with every change of the loads or of whether they are live (for useSyncExternalStore). */
  loadsVersion = (): number => this.loadCount;

  subscribeLoads = (listener: Listener): (() => void) => {
    this.loadListeners.add(listener);
    return () => this.loadListeners.delete(listener);
  };

  /** SPEC §2 displayOfflineAgv: offline vehicles are drawn (and carded) or not. */
  setShowOffline(show: boolean): void {
    if (show === this.showOffline) return;
    this.showOffline = show;
    this.cardsChanged(new Set(), true);
  }

  card(uid: string): AgvInfoCard | undefined {
    return this.byUid.get(uid);
  }

  /** Every card of the layout, in the fleet's order (the same array until a card changes). */
  cards(): readonly AgvInfoCard[] {
    return (this.cardList ??= [...this.byUid.values()]);
  }

  /** Occupied entries: where vehicles stand and what operators hold. */
  holdEntries(): readonly OccupiedStation[] {
    return (this.holdList ??= [...this.holds.values()]);
  }

  subscribeCards(listener: CardsListener): () => void {
    this.cardListeners.add(listener);
    return () => this.cardListeners.delete(listener);
  }

  subscribeHolds = (listener: Listener): (() => void) => {
    this.holdListeners.add(listener);
    return () => this.holdListeners.delete(listener);
  };

  /** A memoised per-card projection: its readers hear only when what they show changed. */
  view<T extends object>(project: (card: AgvInfoCard) => T): CardViews<T> {
    return new CardViews(this, project);
  }

  private drawn(card: AgvInfoCard): boolean {
    return this.showOffline || card.agvVo.isConnected === 1;
  }

  private cardsChanged(touched: ReadonlySet<string>, structural: boolean): void {
    this.cardList = null;
    // A vehicle going offline (or back) leaves (or joins) the drawn set.
    const restructure = structural || [...touched].some((uid) => {
      const card = this.byUid.get(uid);
      return !!card && this.drawn(card) !== (this.vehicles.get(uid) !== undefined);
    });
    if (restructure) {
      this.vehicles.setVehicles(this.cards().filter((c) => this.drawn(c)).map(toMapVehicle));
    } else {
      for (const uid of touched) {
        const card = this.byUid.get(uid);
        if (card) this.vehicles.updateVehicle(uid, toMapVehicle(card));
      }
    }
    if (touched.size) for (const listener of this.cardListeners) listener(touched);
  }

  private loadsChanged(): void {
    this.loadCount++;
    for (const listener of this.loadListeners) listener();
  }

  private holdsChanged(): void {
    this.holdList = null;
    this.occupied.set(this.holdEntries().map((entry) => entry.stationVo.stationCode));
    for (const listener of this.holdListeners) listener();
  }
}

function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * What one kind of reader shows of each card (the card column, the shortcut buttons), worked out
 * when a card changes and kept while it shows the same: a card moving along its path re-renders
 * nothing that does not show the position.
 */
export class CardViews<T extends object> {
  private readonly cache = new Map<string, T>();
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly store: LiveStore,
    private readonly project: (card: AgvInfoCard) => T,
  ) {
    store.subscribeCards((uids) => this.changed(uids));
  }

  get(uid: string): T | undefined {
    const cached = this.cache.get(uid);
    if (cached) return cached;
    const card = this.store.card(uid);
    if (!card) return undefined;
    const view = this.project(card);
    this.cache.set(uid, view);
    return view;
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

  private changed(uids: ReadonlySet<string>): void {
    for (const uid of uids) {
      const card = this.store.card(uid);
      const before = this.cache.get(uid);
      if (!card) {
        if (!before) continue;
        this.cache.delete(uid);
      } else {
        const next = this.project(card);
        if (before && shallowEqual(before, next)) continue;
        this.cache.set(uid, next);
      }
      for (const listener of this.listeners.get(uid) ?? []) listener();
    }
  }
}
