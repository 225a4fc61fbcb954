/*
 * Lenient readers of received messages (issue 14): a message that fails its schema is still used
 * where the fields AGVS reads are valid. Each reader takes unknown JSON and answers only what it
 * could read; nothing here throws.
 */

export type ConnectionState = 'ONLINE' | 'OFFLINE' | 'CONNECTIONBROKEN';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

export function readConnection(msg: unknown): ConnectionState | undefined {
  const s = isObject(msg) ? msg['connectionState'] : undefined;
  return s === 'ONLINE' || s === 'OFFLINE' || s === 'CONNECTIONBROKEN' ? s : undefined;
}

export interface ReportedPosition {
  /** Site frame, m, and rad counter-clockwise. */
  readonly x: number;
  readonly y: number;
  readonly theta?: number;
  readonly mapId?: string;
}

export interface ReportedError {
  readonly type: string;
  readonly level: 'WARNING' | 'FATAL';
  /** errorDescription, kept in the error record. */
  readonly description?: string;
}

export interface ReportedActionState {
  readonly actionId: string;
  readonly status: string;
}

/** What AGVS reads of a state (or visualization) message. */
export interface ReadState {
  readonly orderId?: string;
  readonly lastNodeId?: string;
  readonly lastNodeSequenceId?: number;
  /** undefined: not readable. */
  readonly actionStates?: readonly ReportedActionState[];
  readonly position?: ReportedPosition;
  /** %, 0..100 */
  readonly battery?: number;
  /** batteryState.charging */
  readonly charging?: boolean;
  readonly driving?: boolean;
  readonly paused?: boolean;
  readonly operatingMode?: string;
  /** undefined: not readable (left as it was); []: none. */
  readonly errors?: readonly ReportedError[];
  /** An emergency stop is pressed (safetyState.eStop other than NONE). */
  readonly eStop?: boolean;
}

export function readPosition(v: unknown): ReportedPosition | undefined {
  if (!isObject(v) || v['positionInitialized'] === false) return undefined;
  const x = finite(v['x']);
  const y = finite(v['y']);
  if (x === undefined || y === undefined) return undefined;
  return { x, y, theta: finite(v['theta']), mapId: text(v['mapId']) };
}

export function readState(msg: unknown): ReadState {
  if (!isObject(msg)) return {};
  const battery = isObject(msg['batteryState']) ? finite(msg['batteryState']['batteryCharge']) : undefined;
  const charging = isObject(msg['batteryState']) ? bool(msg['batteryState']['charging']) : undefined;
  const errors = Array.isArray(msg['errors'])
    ? msg['errors'].flatMap((e: unknown): ReportedError[] => {
        if (!isObject(e)) return [];
        const type = text(e['errorType']);
        const level = e['errorLevel'];
        const description = text(e['errorDescription'])?.slice(0, 500);
        return type && (level === 'WARNING' || level === 'FATAL') ? [{ type, level, ...(description ? { description } : {}) }] : [];
      })
    : undefined;
  const eStop = isObject(msg['safetyState']) ? text(msg['safetyState']['eStop']) : undefined;
  const actionStates = Array.isArray(msg['actionStates'])
    ? msg['actionStates'].flatMap((a: unknown): ReportedActionState[] => {
        if (!isObject(a)) return [];
        const actionId = text(a['actionId']);
        const status = text(a['actionStatus']);
        return actionId && status ? [{ actionId, status }] : [];
      })
    : undefined;
  const seq = finite(msg['lastNodeSequenceId']);
  return {
    orderId: text(msg['orderId']),
    lastNodeId: text(msg['lastNodeId']),
    lastNodeSequenceId: seq !== undefined && Number.isInteger(seq) && seq >= 0 ? seq : undefined,
    actionStates,
    position: readPosition(msg['agvPosition']),
    battery: battery === undefined ? undefined : Math.min(100, Math.max(0, battery)),
    charging,
    driving: bool(msg['driving']),
    paused: bool(msg['paused']),
    operatingMode: text(msg['operatingMode']),
    errors,
    eStop: eStop === undefined ? undefined : eStop !== 'NONE',
  };
}
