import { z } from 'zod';
import { Patterns, writableFields, type ResourceField } from '@agvs/contract';
import { INT_MAX, INT_MIN } from '../lib/integers.js';
import type { ServerResource } from './definition.js';

/** The zod rule of one field: SPEC §5 pattern, length, required. Blank optional values become null. */
function fieldSchema(field: ResourceField, mode: 'add' | 'edit'): z.ZodType {
  if (field.type === 'int') {
    const n = z.coerce.number().int().min(INT_MIN).max(INT_MAX);
    return field.required ? n : z.union([z.literal('').transform(() => null), n]).nullish();
  }
  let text = z.string().trim();
  if (field.minLength !== undefined) text = text.min(field.minLength);
  if (field.maxLength !== undefined) text = text.max(field.maxLength);
  if (field.pattern) text = text.regex(Patterns[field.pattern]);
  const required = field.required && !(mode === 'edit' && field.type === 'password');
  if (required) return z.string().trim().min(1).pipe(text);
  return z.union([z.literal('').transform(() => null), text]).nullish();
}

/** Body of add (or edit: id required, createOnly fields left out) built from the manifest. */
export function bodySchema(resource: ServerResource, mode: 'add' | 'edit') {
  const shape: Record<string, z.ZodType> = {};
  for (const field of writableFields(resource.manifest, mode)) shape[field.name] = fieldSchema(field, mode);
  if (mode === 'edit') shape['id'] = z.string().min(1).max(64);
  return z.object({ ...shape, ...(resource.extraBody ?? {}) });
}
