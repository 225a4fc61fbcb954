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
import type { Row, ServerResource } from './definition.js';

/**
 * The list query of one resource: paging, a sort column from the manifest's sortable fields,
 * one optional parameter per filterable field, superQueryParams over filterable fields. Unknown
 * parameters are refused, so a filter on a field outside the manifest fails validation.
 */
export function listQuerySchema(resource: ServerResource) {
  const manifest = resource.manifest;
  const sortable = sortableFields(manifest) as [string, ...string[]];
  const filters: Record<string, z.ZodOptional<z.ZodString>> = {};
  for (const field of filterableFields(manifest)) filters[field.name] = z.string().max(200).optional();
  // A filterable datetime is searched by range: {name}_begin and {name}_end, ms since epoch.
  const ranges: Record<string, z.ZodType<number | undefined>> = {};
  for (const field of filterableFields(manifest).filter((f) => f.type === 'datetime')) {
    ranges[`${field.name}_begin`] = z.coerce.number().int().min(0).optional();
    ranges[`${field.name}_end`] = z.coerce.number().int().min(0).optional();
  }
  const filterNames = new Set(Object.keys(filters));
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
        .transform((text, ctx) => parseSuperQuery(text, filterNames, ctx)),
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

function parseSuperQuery(text: string | undefined, allowed: ReadonlySet<string>, ctx: z.RefinementCtx): SuperQueryClause[] {
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

const typed = (field: ResourceField, value: string | number) => (field.type === 'int' ? Number(value) : String(value));

function clause(resource: ServerResource, field: ResourceField, rule: SuperQueryClause['rule'], val: string | number): Expression<SqlBool> {
  const ref = columnRef(resource, field);
  switch (rule) {
    case 'like':
      // Only text columns are matched by pattern; for others "like" means equal.
      return field.type === 'text' ? contains(resource, field, String(val)) : clause(resource, field, 'eq', val);
    case 'in': {
      const values = String(val).split(',').filter(Boolean).slice(0, 500).map((v) => typed(field, v));
      return values.length ? sql<SqlBool>`${ref} in (${sql.join(values)})` : sql<SqlBool>`1 = 0`;
    }
    default: {
      const op = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' }[rule];
      return sql<SqlBool>`${ref} ${sql.raw(op)} ${typed(field, val)}`;
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
