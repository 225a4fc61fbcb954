import type { AgvInfoCard, CardErrorInfo } from '@agvs/contract';

/** Tag colour of an error level (SPEC §4: Notice/Warning grey-ish, Error/Fatal red). */
export function errorLevelColour(level: string | null | undefined): string {
  if (level === 'Error' || level === 'Fatal') return 'red';
  if (level === 'Warning') return 'gold';
  return 'default';
}

export interface AgvErrorRow {
  readonly key: string;
  readonly agvName: string;
  readonly errorCode: string;
  readonly errorLevel: string;
  readonly errorDesc: string | null;
}

/** error_type of a task error: an order stopped because its vehicle could not do an action at a station. */
export const TASK_ERROR_TYPE = 'task';

/** Why a task error stopped an order: its code and the station, from the error entry. */
export interface TaskErrorReason {
  readonly code: string;
  readonly station: string;
}

export function taskErrorReason(error: CardErrorInfo): TaskErrorReason | null {
  if (error.errorType !== TASK_ERROR_TYPE) return null;
  let station = '';
  try {
    const data = JSON.parse(error.errorData ?? '') as { station?: unknown };
    if (typeof data?.station === 'string') station = data.station;
  } catch {
    // No readable data: the reason still shows without its station.
  }
  return { code: error.errorCode, station };
}

/** Every error entry of every vehicle of the map, one row each (error summary, AGV errors; task errors have their own tab). */
export function agvErrorRows(cards: readonly AgvInfoCard[]): AgvErrorRow[] {
  return cards.flatMap((card) =>
    (card.agvErrorInfoVoList ?? []).filter((error) => error.errorType !== TASK_ERROR_TYPE).map((error, index) => ({
      key: `${card.agvUid}-${index}`,
      agvName: error.agvName || card.agvVo.agvName,
      errorCode: error.errorCode,
      errorLevel: error.errorLevel,
      errorDesc: (error as { errorDesc?: string | null }).errorDesc ?? null,
    })),
  );
}

export interface TaskErrorRow {
  readonly key: string;
  readonly transorderCode: string;
  readonly transorderStatus: string;
  readonly agvName: string;
  readonly runStatus: string;
  readonly errorCodes: string;
  /** The vehicle this one waits for in traffic, if any. */
  readonly blockedBy: string | null;
  /** Set when a task error stopped the order (Pause): the operator retries the step or closes the order. */
  readonly taskError: TaskErrorReason | null;
}

/**
 * Orders in trouble (error summary, task errors): an order whose vehicle reports errors, is in
 * the ERROR run status or waits for another vehicle in traffic.
 */
export function taskErrorRows(cards: readonly AgvInfoCard[]): TaskErrorRow[] {
  return cards
    .filter((card) => card.transorderVo && (card.runStatus === 'ERROR' || (card.agvErrorInfoVoList ?? []).length > 0 || card.agvTrafficStatusDto))
    .map((card) => ({
      key: card.transorderVo!.id,
      transorderCode: card.transorderVo!.transorderCode,
      transorderStatus: card.transorderVo!.transorderStatus,
      agvName: card.agvVo.agvName,
      runStatus: card.runStatus,
      errorCodes: (card.agvErrorInfoVoList ?? []).map((error) => error.errorCode).join(', '),
      blockedBy: card.agvTrafficStatusDto?.trafficByAgvCode ?? null,
      taskError: (card.agvErrorInfoVoList ?? []).map(taskErrorReason).find((reason) => reason !== null) ?? null,
    }));
}
