import type { CreateTaskRequest } from '@agvs/contract';

/** One extra parameter row of the create-task form (SPEC §3: parameterCode and parameter). */
export interface ExtraParam {
  readonly parameterCode: string;
  readonly parameter: string;
}

/** Where the task goes: one station, or any station of a zone (SPEC §5 radio). */
export type DestinationKind = 'station' | 'zone';

/** The create-task form as the dialog holds it; layouts come from the map/layout cascader. */
export interface TaskFormValues {
  readonly modelId?: string | null;
  readonly groupId?: string | null;
  readonly agvId?: string | null;
  readonly srcLayout?: readonly string[];
  readonly srcStationCode?: string | null;
  readonly srcEquipmentId?: string | null;
  readonly destLayout?: readonly string[];
  readonly destKind?: DestinationKind;
  readonly destStationCode?: string | null;
  readonly destEquipmentId?: string | null;
  readonly zoneId?: string | null;
  readonly taskType?: string | null;
  readonly stationContainerTrans?: string | null;
  readonly cycleTimesChecked?: boolean;
  readonly cycleTimes?: string | number | null;
  readonly extraParams?: readonly ExtraParam[];
}

/** The SPEC §3 default: every task the monitor creates goes out with priority 1. */
export const TASK_PRIORITY = 1;
export const DEFAULT_TASK_TYPE = 'Material';
export const DEFAULT_CYCLE_TIMES = 1;

/** The first parameter code used twice (trimmed), or null: duplicates are refused (SPEC §5). */
export function duplicateParamCode(params: readonly ExtraParam[]): string | null {
  const seen = new Set<string>();
  for (const p of params) {
    const code = p.parameterCode.trim();
    if (seen.has(code)) return code;
    seen.add(code);
  }
  return null;
}

/** Extra parameters as the JSON object text of externalInfo; none gives no externalInfo. */
export function externalInfoText(params: readonly ExtraParam[]): string | undefined {
  if (params.length === 0) return undefined;
  return JSON.stringify(Object.fromEntries(params.map((p) => [p.parameterCode.trim(), p.parameter])));
}

/** The cascader's [mapId, layoutId] as the 'mapId,layoutId' text the server reads. */
export const layoutRef = (path: readonly string[] | undefined): string => (path ?? []).join(',');

/** Where a task for a preselected vehicle starts. */
export interface TaskSource {
  readonly srcStationCode: string | undefined;
  /** The vehicle carries a load without an order: the task only drops it, so there is no source. */
  readonly dropOnly: boolean;
}

/** A task from an AGV card starts where the vehicle stands, or nowhere for a load already on it. */
export function taskSourceFor(vehicle: { readonly stationCode: string | null; readonly loadedWithoutOrder?: boolean } | null): TaskSource {
  if (vehicle?.loadedWithoutOrder) return { srcStationCode: undefined, dropOnly: true };
  return { srcStationCode: vehicle?.stationCode ?? undefined, dropOnly: false };
}

/** The request of POST /agvserver/task/createTask from the form. */
export function toCreateTaskRequest(values: TaskFormValues): CreateTaskRequest {
  const toZone = values.destKind === 'zone';
  const checked = !!values.cycleTimesChecked;
  return {
    modelId: values.modelId || undefined,
    groupId: values.groupId || undefined,
    agvId: values.agvId || undefined,
    srcLayoutId: layoutRef(values.srcLayout),
    // None only for a drop-only task; the server then needs agvId.
    srcStationCode: values.srcStationCode || undefined,
    srcEquipmentId: values.srcEquipmentId || undefined,
    destLayoutId: layoutRef(values.destLayout),
    destStationCode: toZone ? undefined : values.destStationCode || undefined,
    destEquipmentId: toZone ? undefined : values.destEquipmentId || undefined,
    zoneId: toZone ? values.zoneId || undefined : undefined,
    taskType: values.taskType || DEFAULT_TASK_TYPE,
    stationContainerTrans: values.stationContainerTrans || undefined,
    cycleTimesChecked: checked,
    cycleTimes: checked ? Number(values.cycleTimes) : DEFAULT_CYCLE_TIMES,
    priority: TASK_PRIORITY,
    externalInfo: externalInfoText(values.extraParams ?? []),
  };
}
