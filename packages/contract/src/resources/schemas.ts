import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import { INT_MAX, INT_MIN, isBigintText, isIntText } from '../integers.js';
import { Patterns } from '../patterns.js';
import { MAX_PAGE_SIZE } from '../api/system.js';
import { SuperQueryClause } from './api.js';
import { filterableFields, listedFields, sortableFields, writableFields, type ResourceField, type ResourceManifest } from './types.js';

/*
 * The request and answer schemas of the generic calls, built from a manifest: the server checks
 * with them, the console's client is typed and checked by them.
 */

/** Fields whose column holds numbers (datetimes are ms since epoch). */
export const isNumericField = (field: ResourceField) => field.type === 'int' || field.type === 'datetime';
/** Whether text is a whole number its field's column can hold. */
export const fitsColumn = (field: ResourceField, text: string) => (field.type === 'datetime' ? isBigintText(text) : isIntText(text));

/** The zod rule of one written field: SPEC §5 pattern, length, required. Blank optional values become null. */
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
export function resourceBodySchema(manifest: ResourceManifest, mode: 'add' | 'edit') {
  const shape: Record<string, z.ZodType> = {};
  for (const field of writableFields(manifest, mode)) shape[field.name] = fieldSchema(field, mode);
  if (mode === 'edit') shape['id'] = z.string().min(1).max(64);
  return z.object({ ...shape, ...(manifest.extraBody ?? {}) });
}

/** Whether a clause's value fits its field: whole numbers (comma-joined for "in") for number columns. */
function fits(field: ResourceField, clause: SuperQueryClause): boolean {
  if (!isNumericField(field)) return true;
  const values = clause.rule === 'in' ? String(clause.val).split(',').filter(Boolean) : [String(clause.val)];
  return values.every((v) => fitsColumn(field, v.trim()));
}

function parseSuperQuery(text: string | undefined, allowed: ReadonlyMap<string, ResourceField>, ctx: z.RefinementCtx): SuperQueryClause[] {
  if (!text) return [];
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(text));
  } catch {
    ctx.addIssue({ code: 'custom', message: 'json', params: { message: 'validation.invalidFormat' } });
    return [];
  }
  const parsed = z.array(SuperQueryClause).max(50).safeParse(json);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: 'clauses', params: { message: 'validation.invalidFormat' } });
    return [];
  }
  const unknown = parsed.data.find((c) => !allowed.has(c.field));
  if (unknown) {
    ctx.addIssue({ code: 'custom', message: 'field', params: { message: 'admin.unknownField' } });
    return [];
  }
  if (!parsed.data.every((c) => fits(allowed.get(c.field)!, c))) {
    ctx.addIssue({ code: 'custom', message: 'value', params: { message: 'validation.invalidFormat' } });
    return [];
  }
  return parsed.data;
}

/**
 * The list query of one resource: paging, a sort column from the manifest's sortable fields,
 * one optional parameter per filterable field, superQueryParams over filterable fields. Unknown
 * parameters are refused, so a filter on a field outside the manifest fails validation.
 */
export function resourceListQuerySchema(manifest: ResourceManifest) {
  const sortable = sortableFields(manifest) as [string, ...string[]];
  const filters: Record<string, z.ZodOptional<z.ZodString>> = {};
  for (const field of filterableFields(manifest)) {
    // A number column is searched by a whole number only (blank: no filter).
    filters[field.name] = isNumericField(field)
      ? z.string().trim().refine((text) => text === '' || fitsColumn(field, text), { params: { message: 'validation.invalidFormat' } }).optional()
      : z.string().max(200).optional();
  }
  // A filterable datetime is searched by range: {name}_begin and {name}_end, ms since epoch.
  const ranges: Record<string, z.ZodType<number | undefined>> = {};
  for (const field of filterableFields(manifest).filter((f) => f.type === 'datetime')) {
    ranges[`${field.name}_begin`] = z.coerce.number().int().min(0).optional();
    ranges[`${field.name}_end`] = z.coerce.number().int().min(0).optional();
  }
  const filterable = new Map(filterableFields(manifest).map((f) => [f.name, f]));
  return z
    .object({
      pageNo: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
      column: z.enum(sortable).default(manifest.defaultSort.field),
      order: z.enum(['asc', 'desc']).default(manifest.defaultSort.order),
      field: z.string().max(2000).optional(),
      superQueryParams: z
        .string()
        .max(20_000)
        .optional()
        .transform((text, ctx) => parseSuperQuery(text, filterable, ctx)),
      superQueryMatchType: z.enum(['and', 'or']).default('and'),
      /** Export: chosen row ids and fields (comma-joined). */
      selections: z.string().max(20_000).optional(),
      exportFields: z.string().max(2000).optional(),
      _t: z.string().max(20).optional(),
      ...filters,
      ...ranges,
    })
    .strict();
}

/** A shown value of one field as answered: numbers for number columns, text otherwise, codes either way. */
function shownSchema(field: ResourceField): z.ZodType {
  if (isNumericField(field)) return z.number().nullish();
  if (field.type === 'dict') return z.union([z.string(), z.number()]).nullish();
  return z.string().nullish();
}

/**
 * A row as the generic calls answer it: the id, the manifest's shown fields (each may be left out
 * when the caller picked fields), and what the entity adds beside them (names of linked rows).
 */
export function resourceRowSchema(manifest: ResourceManifest) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of listedFields(manifest)) shape[field.name] = shownSchema(field);
  // Ids travel as text, also where a number the administrator chose names the row (tenants).
  return z.looseObject({ ...shape, id: z.string() });
}
