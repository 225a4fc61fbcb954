import type { z } from 'zod';
import { RequestValidationError } from '../../errors.js';
import type { MessageKey } from '../../i18n/messages.js';

/**
 * A 400 naming one field by its path (`rows.2.quantity`), so the caller's message reads
 * "Quantity (rows.2.quantity) must be ..." with the field's translated label.
 */
export function lesFieldError(path: readonly (string | number)[], message: MessageKey): RequestValidationError {
  const issue = { code: 'custom', path: [...path], message: path.join('.'), input: '', params: { message } };
  return Object.assign(new RequestValidationError([issue as z.core.$ZodIssue]), { validationContext: 'body' as const });
}

/** A path for row `i` of a batch; a single row is named by its field alone. */
export const rowPath = (count: number, i: number, field: string): (string | number)[] => (count > 1 ? ['rows', i, field] : [field]);
