import type { Equipment } from '@agvs/contract';
import { create } from 'zustand';
import type { Point } from '../logic/geometry';
import { parseIdList, toggleId } from './logic/pathLines';

/** A vehicle the create-task dialog starts from (opened from its AGV card). */
export interface PreselectedVehicle {
  readonly agvId: string;
  readonly agvName: string;
  readonly stationCode: string | null;
  /** It carries a load without an order: its task only drops that load (no source). */
  readonly loadedWithoutOrder?: boolean;
}

/** The equipment whose tooltip shows, and where on the map area it was clicked. */
export interface EquipmentTip {
  readonly equipment: Equipment;
  readonly at: Point;
}

export type OrderDialog = 'createTask' | 'orderList' | 'templateList' | null;

const PATH_KEY = 'agvs.monitor.pathLineIds';
const GUIDE_KEY = 'agvs.monitor.guideLineIds';

function loadIds(key: string): string[] {
  try {
    return parseIdList(localStorage.getItem(key));
  } catch {
    return [];
  }
}

function saveIds(key: string, ids: readonly string[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // storage blocked: the choice still holds for this visit
  }
}

interface OrdersUiState {
  readonly dialog: OrderDialog;
  readonly vehicle: PreselectedVehicle | null;
  readonly equipmentTip: EquipmentTip | null;
  /** Vehicles whose order path flashes (SPEC §3: per-AGV path-line ids, stored locally). */
  readonly pathLineIds: readonly string[];
  /** Vehicles with a guide line to their destination (per-AGV guide-line ids, stored locally). */
  readonly guideLineIds: readonly string[];
  open(dialog: Exclude<OrderDialog, null>, vehicle?: PreselectedVehicle): void;
  close(): void;
  showEquipment(tip: EquipmentTip | null): void;
  togglePathLine(agvUid: string): void;
  toggleGuideLine(agvUid: string): void;
}

/** Which order dialog of the map monitor is open, and the vehicles picked for path and guide lines. */
export const useOrdersUi = create<OrdersUiState>((set, get) => ({
  dialog: null,
  vehicle: null,
  equipmentTip: null,
  pathLineIds: loadIds(PATH_KEY),
  guideLineIds: loadIds(GUIDE_KEY),
  open: (dialog, vehicle) => set({ dialog, vehicle: vehicle ?? null }),
  close: () => set({ dialog: null, vehicle: null }),
  showEquipment: (equipmentTip) => set({ equipmentTip }),
  togglePathLine: (agvUid) => {
    const pathLineIds = toggleId(get().pathLineIds, agvUid);
    saveIds(PATH_KEY, pathLineIds);
    set({ pathLineIds });
  },
  toggleGuideLine: (agvUid) => {
    const guideLineIds = toggleId(get().guideLineIds, agvUid);
    saveIds(GUIDE_KEY, guideLineIds);
    set({ guideLineIds });
  },
}));
