import ExcelJS from 'exceljs';
import { LANGUAGES, listedFields, type ResourceField } from '@agvs/contract';
import { hasMessage, translate, type Translate } from '../i18n/messages.js';
import type { Row, ServerResource } from './definition.js';

/** Message keys that may label a field, in order of preference. */
const labelKeys = (field: ResourceField) => [`admin.field.${field.name}`, `field.${field.name}`].filter(hasMessage);

/** Column header of a field: the server's label for it when there is one, else its name. */
function header(field: ResourceField, t: Translate): string {
  const [key] = labelKeys(field);
  return key ? t(key) : field.name;
}

function cellValue(field: ResourceField, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (field.type === 'datetime' && typeof value === 'number') return new Date(value).toISOString().replace('T', ' ').slice(0, 19);
  if (field.type === 'int') return Number(value);
  return String(value);
}

/** One sheet: a header row of labels, then the rows' values of the chosen fields. */
export async function toWorkbook(resource: ServerResource, rows: readonly Row[], only: readonly string[] | undefined, t: Translate): Promise<Buffer> {
  const fields = listedFields(resource.manifest).filter((f) => !only || only.includes(f.name));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(resource.manifest.key);
  sheet.columns = fields.map((f) => ({ header: header(f, t), key: f.name, width: 20 }));
  for (const row of rows) sheet.addRow(Object.fromEntries(fields.map((f) => [f.name, cellValue(f, row[f.name])])));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Which field a header names: its field name or its label in any language. */
function fieldOfHeader(resource: ServerResource, text: string): ResourceField | undefined {
  const wanted = text.trim();
  return resource.manifest.fields.find((f) => {
    if (f.name === wanted) return true;
    return labelKeys(f).some((key) => LANGUAGES.some((lang) => translate(lang, key) === wanted));
  });
}

export interface SheetRow {
  /** 1-based row number in the sheet. */
  readonly line: number;
  readonly values: Row;
}

/** Rows of the first sheet as field values (text), keyed by the header row; empty rows skipped. */
export async function fromWorkbook(resource: ServerResource, data: Buffer): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const columns = new Map<number, ResourceField>();
  sheet.getRow(1).eachCell((cell, col) => {
    const field = fieldOfHeader(resource, cell.text);
    if (field) columns.set(col, field);
  });
  const rows: SheetRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values: Row = {};
    for (const [col, field] of columns) {
      const text = row.getCell(col).text.trim();
      if (text !== '') values[field.name] = text;
    }
    if (Object.keys(values).length) rows.push({ line, values });
  });
  return rows;
}
