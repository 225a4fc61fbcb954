import { z } from 'zod';
import { DuplicateCheckQuery, RuleCheckQuery } from '../resources/api.js';
import { ImportErrorParams } from '../resources/check.js';
import { defineCalls, rawAnswer } from './define.js';

/**
 * SPEC §7 "Dictionaries/generic": duplicate check and rule check (the answer is the envelope's
 * success and message: success false when the value is taken or fails the rule), and the error
 * list of a partly failed Excel import.
 */
export const CheckCalls = defineCalls('checks', {
  /**
   * GET /sys/duplicate/check {tableName, fieldName, fieldVal, dataId} → null when the value is still
   * free (tableName is a resource key, fieldName one of its unique fields).
   */
  duplicateCheck: {
    method: 'GET',
    path: '/sys/duplicate/check',
    summary: 'Is a value still free?',
    access: { signedIn: true },
    query: DuplicateCheckQuery,
    response: z.null(),
  },
  /** GET /sys/checkRule/checkByCode {ruleCode, value} → null when the value matches (a SPEC §5 pattern name or a stored check rule). */
  checkByCode: {
    method: 'GET',
    path: '/sys/checkRule/checkByCode',
    summary: 'Does a value match a rule?',
    access: { signedIn: true },
    query: RuleCheckQuery,
    response: z.null(),
  },
  /**
   * GET /sys/common/importErrors/{name}: the text file of rows an import refused (the `fileUrl` of
   * importExcel's code 201 answer), the caller's own only.
   */
  importErrors: {
    method: 'GET',
    path: '/sys/common/importErrors/:name',
    summary: 'Rows an Excel import refused, as a text file',
    access: { signedIn: true },
    params: ImportErrorParams,
    response: rawAnswer('text/plain; charset=utf-8'),
  },
});
