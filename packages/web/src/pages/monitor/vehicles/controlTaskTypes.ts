import { CONTROL_TASK_TYPES, type ControlTaskType } from '@agvs/contract';

/**
 * SPEC §3 controlTaskType: a JSON list of { taskType } stored as text, empty text when none. Read
 * back by parsing; anything unreadable counts as the empty list.
 */
export function parseControlTaskTypes(text: string | null | undefined): ControlTaskType[] {
  if (!text || !text.trim()) return [];
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    const types = list
      .map((entry) => (entry && typeof entry === 'object' ? (entry as { taskType?: unknown }).taskType : undefined))
      .filter((type): type is ControlTaskType => CONTROL_TASK_TYPES.includes(type as ControlTaskType));
    return [...new Set(types)];
  } catch {
    return [];
  }
}

/** The stored text of chosen task types, in the fixed Delivery, Charge, Park order; '' when none. */
export function serialiseControlTaskTypes(types: readonly ControlTaskType[]): string {
  const chosen = CONTROL_TASK_TYPES.filter((type) => types.includes(type));
  return chosen.length ? JSON.stringify(chosen.map((taskType) => ({ taskType }))) : '';
}
