import { OPEN_TRANSORDER_STATUSES, type TransorderStatus } from '@agvs/contract';

/** SPEC §7: the monitor's order tables show 5 rows a page. */
export const ORDER_PAGE_SIZE = 5;

/** Paging shows only when there is more than one page of 5 (SPEC §2). */
export const needsPaging = (total: number, pageSize = ORDER_PAGE_SIZE): boolean => total > pageSize;

/** The open statuses as the list filter sends them: 'Preset,Init,Release,Running'. */
export const OPEN_STATUS_FILTER = OPEN_TRANSORDER_STATUSES.join(',');

export const isOpenTransorder = (status: string): boolean => (OPEN_TRANSORDER_STATUSES as readonly string[]).includes(status as TransorderStatus);

/** SPEC §4 display colours (antd tag colours): Init grey, Release blue, Running and the rest green. */
export function statusColour(status: string): 'default' | 'blue' | 'green' {
  if (status === 'Init') return 'default';
  if (status === 'Release') return 'blue';
  return 'green';
}

/** SPEC §4 step isSend: a sent step (1) offers 'reload' (back to 0); an unsent one (0) 'close' (to 1). */
export const stepAction = (isSend: number): 'reload' | 'close' => (isSend === 1 ? 'reload' : 'close');

/** The value a step is saved with when its action is used. */
export const stepAfterAction = (isSend: number): number => (isSend === 1 ? 0 : 1);

/** SPEC §4 call-order detail rows: 1 completed, 0 pending, anything else a dash. */
export function callDetailState(isSend: number | null | undefined): 'completed' | 'pending' | null {
  if (isSend === 1) return 'completed';
  if (isSend === 0) return 'pending';
  return null;
}
