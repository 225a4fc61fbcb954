import ExcelJS from 'exceljs';
import { LANGUAGES } from '@agvs/contract';
import { hasMessage, translate } from '../i18n/messages.js';
import { expect } from 'vitest';
import type { PageResult } from '@agvs/contract';
import { download, upload } from './files.js';
import type { Harness } from './harness.js';

export type SiteRow = Record<string, unknown> & { readonly id: string };

/** Test helpers of the site pages: add, list, and an Excel round trip with changed cells. */
export function siteKit(h: Harness, token: string) {
  const add = async (entity: string, body: Record<string, unknown>) => {
    const { body: answer } = await h.call<SiteRow>('POST', `/agvserver/${entity}/add`, { token, lang: 'en-GB', body });
    if (!answer.success) throw new Error(`${entity}/add refused: ${answer.message}`);
    return answer.result;
  };
  const list = async (entity: string, query: Record<string, string> = {}, caller = token) =>
    (await h.call<PageResult<SiteRow>>('GET', `/agvserver/${entity}/list`, { token: caller, query: { pageSize: '200', ...query } })).body;
  const refusal = async (method: 'POST' | 'PUT' | 'DELETE', path: string, options: { body?: unknown; query?: Record<string, string> }) => {
    const { body } = await h.call(method, path, { token, lang: 'en-GB', ...options });
    expect(body.success).toBe(false);
    return body.message;
  };
  /** Exports the rows `query` selects, changes cells of named columns, imports the sheet back. */
  const roundTrip = async (entity: string, query: Record<string, string>, change: Readonly<Record<string, (value: string) => string>>) => {
    const file = await download(h, `/agvserver/${entity}/exportXls`, token, query);
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const columns = new Map<string, number>();
    sheet.getRow(1).eachCell((cell, col) => columns.set(cell.text, col));
    // A column is headed by the field's label where the server has one (exports are for people).
    const columnOf = (field: string) => {
      const key = `field.${field}`;
      return columns.get(field) ?? (hasMessage(key) ? [...columns].find(([text]) => LANGUAGES.some((lang) => translate(lang, key) === text))?.[1] : undefined);
    };
    for (const [field, to] of Object.entries(change)) {
      const col = columnOf(field);
      if (!col) throw new Error(`${entity}: no column ${field} in the export`);
      sheet.eachRow((row, line) => {
        if (line > 1) row.getCell(col).value = to(row.getCell(col).text);
      });
    }
    const exported = sheet.rowCount - 1;
    const answer = await upload<{ imported: number }>(h, `/agvserver/${entity}/importExcel`, token, Buffer.from(await book.xlsx.writeBuffer()));
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: true, code: 200 });
    expect(answer.body.result.imported).toBe(exported);
    return exported;
  };
  return { add, list, refusal, roundTrip };
}
