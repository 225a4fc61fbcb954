import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  SuperQueryClause,
  filterableFields,
  sortableFields,
  type ResourceField,
} from '@agvs/contract';
import { isBigintText, isIntText } from '../lib/integers.js';
import type { Row, ServerResource } from './definition.js';

/** Fields whose column holds numbers (datetimes are ms since epoch). */
const numeric = (field: ResourceField) => field.type === 'int' || field.type === 'datetime';
/** Whether text is a whole number its field's column can hold. */
const fitsColumn = (field: ResourceField, text: string) => (field.type === 'datetime' ? isBigintText(text) : isIntText(text));

/**
 * The list query of one resource: paging, a sort column from the manifest's sortable fields,
 * one optional parameter per filterable field, superQueryParams over filterable fields. Unknown
 * parameters are refused, so a filter on a field outside the manifest fails validation.
 */
export function listQuerySchema(resource: ServerResource) {
  const manifest = resource.manifest;
  const sortable = sortableFields(manifest) as [string, ...string[]];
  const filters: Record<string, z.ZodOptional<z.ZodString>> = {};
  for (const field of filterableFields(manifest)) {
    // A number column is searched by a whole number only (blank: no filter).
    filters[field.name] = numeric(field)
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
export type ListQuery = z.output<ReturnType<typeof listQuerySchema>> & Record<string, unknown>;

/** Whether a clause's value fits its field: whole numbers (comma-joined for "in") for number columns. */
function fits(field: ResourceField, clause: SuperQueryClause): boolean {
  if (!numeric(field)) return true;
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

/** `%`, `_` and the escape character itself match literally inside a LIKE pattern. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Eb = ExpressionBuilder<Record<string, Row>, string>;

function columnRef(resource: ServerResource, field: ResourceField) {
  const column = resource.columns[field.name];
  if (!column) throw new Error(`resource ${resource.manifest.key}: field ${field.name} has no column`);
  return sql.ref(`${resource.table}.${column}`);
}

const contains = (resource: ServerResource, field: ResourceField, text: string) =>
  sql<SqlBool>`lower(${columnRef(resource, field)}) like ${containsPattern(text)} escape '\\'`;

/** The value as its column holds it; a number column's value that is not a whole number names no row (null). */
function typed(field: ResourceField, value: string | number): string | number | null {
  if (!numeric(field)) return String(value);
  const text = String(value).trim();
  return fitsColumn(field, text) ? Number(text) : null;
}

function clause(resource: ServerResource, field: ResourceField, rule: SuperQueryClause['rule'], val: string | number): Expression<SqlBool> {
  // Dictionary codes are stored as text or as numbers depending on the entity: compared as text.
  const ref = field.type === 'dict' ? sql`cast(${columnRef(resource, field)} as text)` : columnRef(resource, field);
  switch (rule) {
    case 'like':
      // Only text columns are matched by pattern; for others "like" means equal.
      return field.type === 'text' ? contains(resource, field, String(val)) : clause(resource, field, 'eq', val);
    case 'in': {
      const values = String(val).split(',').filter(Boolean).slice(0, 500).map((v) => typed(field, v));
      const usable = values.filter((v) => v !== null);
      return usable.length ? sql<SqlBool>`${ref} in (${sql.join(usable)})` : sql<SqlBool>`1 = 0`;
    }
    default: {
      const value = typed(field, val);
      // Data rules are stored clauses: one whose value no longer fits matches nothing rather than failing the list.
      if (value === null) return sql<SqlBool>`1 = 0`;
      const op = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' }[rule];
      return sql<SqlBool>`${ref} ${sql.raw(op)} ${value}`;
    }
  }
}

/** The WHERE of a list: simple filters (text contains, others equal) and the super query. */
export function filterExpression(resource: ServerResource, query: ListQuery) {
  return (eb: Eb): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    for (const field of filterableFields(resource.manifest)) {
      const value = query[field.name];
      if (typeof value !== 'string' || value.trim() === '') continue;
      const pattern = field.type === 'text' && field.match !== 'exact';
      parts.push(pattern ? contains(resource, field, value.trim()) : clause(resource, field, 'eq', value.trim()));
    }
    for (const field of filterableFields(resource.manifest).filter((f) => f.type === 'datetime')) {
      const begin = query[`${field.name}_begin`];
      const end = query[`${field.name}_end`];
      if (typeof begin === 'number') parts.push(sql<SqlBool>`${columnRef(resource, field)} >= ${begin}`);
      if (typeof end === 'number') parts.push(sql<SqlBool>`${columnRef(resource, field)} <= ${end}`);
    }
    const supers = (query.superQueryParams ?? []).map((c) => {
      const field = resource.manifest.fields.find((f) => f.name === c.field)!;
      return clause(resource, field, c.rule, c.val);
    });
    if (supers.length) parts.push(query.superQueryMatchType === 'or' ? eb.or(supers) : eb.and(supers));
    return eb.and(parts);
  };
}

/**
 * Clauses imposed by the server (data rules), all of which a row must meet. Fields without a
 * column in the resource match nothing rather than being skipped, so a stale rule never widens.
 */
export function restrictExpression(resource: ServerResource, clauses: readonly SuperQueryClause[]) {
  return (eb: Eb): Expression<SqlBool> =>
    eb.and(
      clauses.map((c) => {
        const field = resource.manifest.fields.find((f) => f.name === c.field);
        return field && resource.columns[field.name] ? clause(resource, field, c.rule, c.val) : sql<SqlBool>`1 = 0`;
      }),
    );
}
