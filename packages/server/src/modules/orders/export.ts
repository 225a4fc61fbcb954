import ExcelJS from 'exceljs';
import type { Transorder } from '@agvs/contract';
import type { Translate } from '../../i18n/messages.js';

/** Columns of the order-history export, each headed by its `orderExport.*` message. */
const COLUMNS = [
  'transorderCode', 'transorderStatus', 'taskCode', 'layoutName', 'agvName', 'srcStationCode', 'destStationCode',
  'transorderType', 'releaseTime', 'startTime', 'endTime', 'warningInfo',
] as const satisfies readonly (keyof Transorder)[];

const TIMES: ReadonlySet<string> = new Set(['releaseTime', 'startTime', 'endTime']);

function cell(name: (typeof COLUMNS)[number], order: Transorder): string | number | null {
  const value = order[name];
  if (value === null || value === undefined) return null;
  if (TIMES.has(name) && typeof value === 'number') return new Date(value).toISOString().replace('T', ' ').slice(0, 19);
  return value;
}

/** The listed transport orders as one xlsx sheet (SPEC §2 list pages: export). */
export async function ordersWorkbook(orders: readonly Transorder[], t: Translate): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('transorders');
  sheet.columns = COLUMNS.map((name) => ({ header: t(`orderExport.${name}`), key: name, width: 20 }));
  for (const order of orders) sheet.addRow(Object.fromEntries(COLUMNS.map((name) => [name, cell(name, order)])));
  return Buffer.from(await book.xlsx.writeBuffer());
}
