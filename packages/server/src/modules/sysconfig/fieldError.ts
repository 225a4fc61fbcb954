import type { z } from 'zod';
import { RequestValidationError } from '../../errors.js';
import type { MessageKey } from '../../i18n/messages.js';

/** A body validation failure of one field, told like zod's own ("End date (endDate) must be ..."). */
export function fieldError(field: string, message: MessageKey): RequestValidationError {
  const issue = { code: 'custom', path: [field], message: field, input: '', params: { message } };
  return Object.assign(new RequestValidationError([issue as z.core.$ZodIssue]), { validationContext: 'body' as const });
}
