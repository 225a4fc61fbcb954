import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { filterableFields, fitsColumn, isNumericField as numeric, type SuperQueryClause, type ResourceField, type resourceListQuerySchema } from '@agvs/contract';
import type { Row, ServerResource } from './definition.js';

export type ListQuery = z.output<ReturnType<typeof resourceListQuerySchema>> & Record<string, unknown>;

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
