import ExcelJS from 'exceljs';
import type { Row } from './definition.js';

/**
 * One sheet: the report's title, a header row of column titles, its rows and a totals row (the
 * sums a reader would otherwise add up by hand).
 */
export async function reportWorkbook(
  title: string,
  columns: readonly { readonly dataIndex: string; readonly title: string; readonly total?: boolean }[],
  rows: readonly Row[],
  totals: { readonly label: string; readonly values: Readonly<Record<string, number>> },
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  // Sheet names are at most 31 characters and may not hold []:*?/\ .
  const sheet = book.addWorksheet(title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.title, key: c.dataIndex, width: Math.max(12, c.title.length + 4) }));
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.dataIndex, row[c.dataIndex] ?? null])));
  const first = columns[0]?.dataIndex;
  const last = sheet.addRow(Object.fromEntries(columns.map((c) => [c.dataIndex, c.total ? (totals.values[c.dataIndex] ?? 0) : c.dataIndex === first ? totals.label : null])));
  last.font = { bold: true };
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
