import type { z } from 'zod';
import type { PermCode } from '../permissions.js';
import type { Patterns } from '../patterns.js';

/** How a field is stored, shown and checked. */
export type FieldType = 'text' | 'password' | 'int' | 'date' | 'datetime' | 'dict';

export type PatternName = keyof typeof Patterns;

/** One field of an entity as both the server and the console see it. */
export interface ResourceField {
  /** The name in requests, responses and Excel columns (camelCase). */
  readonly name: string;
  readonly type: FieldType;
  /** Console message key (namespace:key) of the label. */
  readonly label: string;
  /** Dictionary code for `dict` fields. */
  readonly dict?: string;
  /** SPEC §5 pattern the value must match. */
  readonly pattern?: PatternName;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly required?: boolean;
  /** Unique across the table: checked on add/edit and by the duplicate check. */
  readonly unique?: boolean;
  /** Searchable: text fields match anywhere ignoring case, other types match exactly. */
  readonly filterable?: boolean;
  /** 'exact' makes a text filter match the whole value (ids of a parent row). */
  readonly match?: 'contains' | 'exact';
  readonly sortable?: boolean;
  /** Shown, never written by a client. */
  readonly readonly?: boolean;
  /** Written on add only (e.g. username, role code). */
  readonly createOnly?: boolean;
  /** Written, never shown or exported (passwords). */
  readonly writeOnly?: boolean;
  /** Not a table column in the list (still searchable/writable). */
  readonly hideInTable?: boolean;
  /** Long text (HTML, templates): a text area in the form. */
  readonly multiline?: boolean;
}

export type ResourceOp = 'list' | 'add' | 'edit' | 'delete' | 'recover' | 'export' | 'import' | 'resend';

/** An entity served by the generic routes and shown by the generic console page. */
export interface ResourceManifest {
  /** Entity key, also the duplicate-check table name (e.g. sys_user). */
  readonly key: string;
  /** Route prefix under /agvs (e.g. /sys/user). */
  readonly basePath: string;
  readonly fields: readonly ResourceField[];
  readonly defaultSort: { readonly field: string; readonly order: 'asc' | 'desc' };
  readonly perms: { readonly list: PermCode } & Partial<Record<Exclude<ResourceOp, 'list'>, PermCode>>;
  /** Delete moves rows to a recycle bin that `recover` restores. */
  readonly softDelete?: boolean;
  /** Request fields that are not shown fields (e.g. selectedroles), checked with the add and edit body. */
  readonly extraBody?: z.ZodRawShape;
  /** The entity declares its own queryById (e.g. announcements, also read by their receivers). */
  readonly ownQueryById?: boolean;
}

/** Answer of importExcel when some rows failed: envelope code 201 with this result. */
export interface ImportFailure {
  readonly msg: string;
  readonly fileUrl: string;
  readonly fileName: string;
}

/** Envelope code of a partial import (SPEC §7). */
export const IMPORT_PARTIAL_CODE = 201;

/** The console's field list for `field=`, the manifest's shown fields. */
export function listedFields(manifest: ResourceManifest): ResourceField[] {
  return manifest.fields.filter((f) => !f.writeOnly);
}

export function sortableFields(manifest: ResourceManifest): string[] {
  const names = manifest.fields.filter((f) => f.sortable).map((f) => f.name);
  const first = manifest.defaultSort.field;
  return [first, ...names.filter((n) => n !== first)];
}

export function filterableFields(manifest: ResourceManifest): ResourceField[] {
  return manifest.fields.filter((f) => f.filterable);
}

/** Fields a client may send on add (`edit` drops createOnly ones). */
export function writableFields(manifest: ResourceManifest, mode: 'add' | 'edit'): ResourceField[] {
  return manifest.fields.filter((f) => !f.readonly && (mode === 'add' || !f.createOnly));
}

export function fieldOf(manifest: ResourceManifest, name: string): ResourceField | undefined {
  return manifest.fields.find((f) => f.name === name);
}
