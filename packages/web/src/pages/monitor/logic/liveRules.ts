import type { AgvInfoCard } from '@agvs/contract';
import type { MapVehicle } from './vehicleStore';

/** SPEC §7 / §9: the map monitor polls vehicles and occupied stations every 1,000 ms. */
export const LIVE_POLL_MS = 1000;
/** SPEC §4 "Vehicle on map": 2D moves animate 1,000 ms, 0 when the heading turns more than 90°. */
export const MOVE_ANIMATION_MS = 1000;
export const MAX_ANIMATED_TURN_DEG = 90;
/** Battery thresholds used when the card carries none. */
export const DEFAULT_BATTERY_LOW = 20;
export const DEFAULT_BATTERY_RUN_ORDER = 40;

export const RUN_STATUS_COLOURS = {
  RUNNING: '#22c55e',
  PAUSE: '#eab308',
  CONTROL_PARK: '#f472b6',
  ERROR: '#ef4444',
  grey: '#94a3b8',
  unknown: '#38bdf8',
} as const;

/**
 * SPEC §4 "AGV run status": RUNNING green, PAUSE yellow, CONTROL_PARK pink, ERROR red, STOP by
 * the first error's level (Notice/Warning grey, Error/Fatal red; grey without errors).
 */
export function runStatusColour(runStatus: string | null | undefined, firstErrorLevel: string | null | undefined): string {
  switch (runStatus) {
    case 'RUNNING':
      return RUN_STATUS_COLOURS.RUNNING;
    case 'PAUSE':
      return RUN_STATUS_COLOURS.PAUSE;
    case 'CONTROL_PARK':
      return RUN_STATUS_COLOURS.CONTROL_PARK;
    case 'ERROR':
      return RUN_STATUS_COLOURS.ERROR;
    case 'STOP':
      return firstErrorLevel === 'Error' || firstErrorLevel === 'Fatal' ? RUN_STATUS_COLOURS.ERROR : RUN_STATUS_COLOURS.grey;
    default:
      return RUN_STATUS_COLOURS.unknown;
  }
}

export type BatteryBand = 'low' | 'normal' | 'healthy';

/**
 * SPEC §4 "Battery indicator on cards": at or below the low level red and flashing, below the
 * run-order level yellow, otherwise green. Missing thresholds default to 20 / 40.
 */
export function batteryBand(battery: number, lowLevel?: number | null, runOrderLevel?: number | null): BatteryBand {
  const low = typeof lowLevel === 'number' && Number.isFinite(lowLevel) ? lowLevel : DEFAULT_BATTERY_LOW;
  const run = typeof runOrderLevel === 'number' && Number.isFinite(runOrderLevel) ? runOrderLevel : DEFAULT_BATTERY_RUN_ORDER;
  if (battery <= low) return 'low';
  if (battery < run) return 'normal';
  return 'healthy';
}

/** Smallest absolute difference of two headings, degrees in [0, 180]. */
export function turnDegrees(from: number, to: number): number {
  const d = (((to - from) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
}

/** Signed shortest turn from one heading to another, degrees in (-180, 180]. */
export function signedTurn(from: number, to: number): number {
  const d = (((to - from) % 360) + 360) % 360;
  return d > 180 ? d - 360 : d;
}

/** Duration of a vehicle's move on the 2D map: 1,000 ms, 0 when the heading turns more than 90°. */
export function moveDuration(fromAngle: number, toAngle: number): number {
  return turnDegrees(fromAngle, toAngle) > MAX_ANIMATED_TURN_DEG ? 0 : MOVE_ANIMATION_MS;
}

/**
 * SPEC §4: time left to a full battery while charging, mm:ss — batteryFullTime minutes minus the
 * time since chargeChangeTime; empty when not positive or unknown.
 */
export function chargeCountdown(batteryFullTimeMin: number | null | undefined, chargeChangeTime: number | null | undefined, now: number): string {
  if (typeof batteryFullTimeMin !== 'number' || typeof chargeChangeTime !== 'number') return '';
  if (!Number.isFinite(batteryFullTimeMin) || !Number.isFinite(chargeChangeTime)) return '';
  const left = Math.floor((batteryFullTimeMin * 60_000 - (now - chargeChangeTime)) / 1000);
  if (left <= 0) return '';
  const mm = Math.floor(left / 60);
  const ss = left % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/** Optional battery fields a card may carry (on the card or its agvVo). */
interface BatteryExtras {
  readonly batteryLowLevel?: number | null;
  readonly runOrderBatteryLevel?: number | null;
  readonly batteryFullTime?: number | null;
  readonly chargeChangeTime?: number | string | null;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    if (Number.isFinite(n)) return n;
    const t = Date.parse(value);
    return Number.isFinite(t) ? t : null;
  }
  return null;
}

function extra(card: AgvInfoCard, key: keyof BatteryExtras): number | null {
  const own = (card as unknown as BatteryExtras)[key];
  const vo = (card.agvVo as unknown as BatteryExtras)[key];
  return numberOf(own ?? vo);
}

/** What an AGV card shows (SPEC §2 floating cards, §3 "AGV tag"). */
export interface CardView {
  readonly agvUid: string;
  readonly agvName: string;
  readonly stationCode: string | null;
  readonly srcStationCode: string | null;
  readonly destStationCode: string | null;
  /** Type of the transport order the vehicle carries out; null without one (then no route is shown). */
  readonly orderType: string | null;
  readonly runStatus: string | null;
  readonly colour: string;
  readonly battery: number;
  readonly batteryLowLevel: number | null;
  readonly runOrderBatteryLevel: number | null;
  readonly charging: boolean;
  readonly batteryFullTime: number | null;
  readonly chargeChangeTime: number | null;
  readonly isConnected: boolean;
  /** It carries a load no order accounts for (its order was closed after the pick). */
  readonly loadedWithoutOrder: boolean;
}

const firstErrorLevel = (card: AgvInfoCard): string | null => card.agvErrorInfoVoList?.[0]?.errorLevel ?? null;

export function toCardView(card: AgvInfoCard): CardView {
  return {
    agvUid: card.agvUid,
    agvName: card.agvVo?.agvName ?? card.agvUid,
    stationCode: card.stationCode ?? null,
    srcStationCode: card.srcStationCode ?? null,
    destStationCode: card.destStationCode ?? null,
    orderType: card.transorderVo?.transorderType ?? null,
    runStatus: card.runStatus ?? null,
    colour: runStatusColour(card.runStatus, firstErrorLevel(card)),
    battery: card.battery ?? 0,
    batteryLowLevel: extra(card, 'batteryLowLevel'),
    runOrderBatteryLevel: extra(card, 'runOrderBatteryLevel'),
    charging: card.chargeStatus === 'CHARGING',
    batteryFullTime: extra(card, 'batteryFullTime'),
    chargeChangeTime: extra(card, 'chargeChangeTime'),
    isConnected: card.agvVo?.isConnected === 1,
    loadedWithoutOrder: card.loadedWithoutOrder === true,
  };
}

/** The map's view of a card: position, heading, status colour, error and load flags. */
export function toMapVehicle(card: AgvInfoCard): MapVehicle {
  const errors = card.agvErrorInfoVoList ?? [];
  return {
    agvUid: card.agvUid,
    agvName: card.agvVo?.agvName ?? card.agvUid,
    x: card.x,
    y: card.y,
    angle: card.angle ?? 0,
    isConnected: card.agvVo?.isConnected === 1,
    runStatus: card.runStatus ?? null,
    battery: card.battery ?? null,
    stationCode: card.stationCode ?? null,
    loaded: card.agvStatus?.Main?.LoadStatus === 1,
    hasError: card.runStatus === 'ERROR' || errors.length > 0,
    colour: runStatusColour(card.runStatus, firstErrorLevel(card)),
  };
}

/** Vehicles drawn: connected ones, or all when offline vehicles are shown. */
export function drawnCards(cards: readonly AgvInfoCard[], showOffline: boolean): AgvInfoCard[] {
  return cards.filter((card) => showOffline || card.agvVo?.isConnected === 1);
}

/** Whether the map draws this vehicle: a connected one always, an offline one when offline vehicles are shown. */
export function drawnOnMap(vehicle: Pick<MapVehicle, 'isConnected'>, showOffline: boolean): boolean {
  return vehicle.isConnected || showOffline;
}

/** The colour a vehicle is drawn in: its run-status colour from its card, or from its run status alone. */
export function vehicleColour(vehicle: Pick<MapVehicle, 'colour' | 'runStatus'>): string {
  return vehicle.colour ?? runStatusColour(vehicle.runStatus, null);
}
