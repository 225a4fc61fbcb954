import { z } from 'zod';
import type { PermCode } from '../permissions.js';

/*
 * One declaration per call: the server registers its route from it, the console calls it through
 * a client derived from it, the OpenAPI document lists it, and a test checks that routes and
 * declarations are the same set (fastify demo's route schemas, rmf-web's generated client).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anybody (the SPEC's public calls), a holder of a permission code, or any signed-in user. */
export type CallAccess =
  | { readonly public: true }
  | { readonly perm: PermCode; readonly duringPasswordChange?: boolean }
  | { readonly signedIn: true; readonly duringPasswordChange?: boolean };

/** A call that answers a file, a page or an image as it is, outside the JSON envelope. */
export interface RawAnswer {
  /** Content type of the answer (Excel, text, HTML, SVG). */
  readonly raw: string;
}

export interface CallDef {
  readonly method: HttpMethod;
  /** Path under /agvs; `:name` marks a path parameter. */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly access: CallAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** `multipart` for uploads (field `file`). */
  readonly body?: z.ZodType | 'multipart';
  /** The envelope's `result` on success, or a raw answer. */
  readonly response: z.ZodType | RawAnswer;
  /** Dictionary-item calls may be cached by the browser, so they go without `_t` (SPEC §7). */
  readonly cacheable?: boolean;
}

type Declared = Omit<CallDef, 'tags'>;

/** Declares the calls of one area; each gets the area's tag in the OpenAPI document. */
export function defineCalls<const T extends Record<string, Declared>>(tag: string, calls: T): { readonly [K in keyof T]: T[K] & { readonly tags: readonly string[] } } {
  const out: Record<string, CallDef> = {};
  for (const [name, call] of Object.entries(calls)) out[name] = { ...call, tags: [tag] };
  return out as { readonly [K in keyof T]: T[K] & { readonly tags: readonly string[] } };
}

export const rawAnswer = (contentType: string): RawAnswer => ({ raw: contentType });
export const EXCEL_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const isRawAnswer = (response: CallDef['response']): response is RawAnswer => 'raw' in response && typeof (response as RawAnswer).raw === 'string';

/** The SPEC §7 envelope around a result schema (success answers; failures carry result null). */
export const envelopeOf = <R extends z.ZodType>(result: R) =>
  z.object({ success: z.boolean(), message: z.string(), code: z.number().int(), result, timestamp: z.number() });

/** A call's id in the route/declaration check: "GET /sys/user/list". */
export const callKey = (call: Pick<CallDef, 'method' | 'path'>) => `${call.method} ${call.path}`;

type SchemaIn<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOut<S> = S extends z.ZodType ? z.output<S> : never;

/** What the console passes: the query, body and path parameters the call declares. */
export type CallInput<D extends CallDef> = (D['params'] extends z.ZodType ? { readonly params: SchemaIn<D['params']> } : unknown) &
  (D['query'] extends z.ZodType ? { readonly query: SchemaIn<D['query']> } : unknown) &
  (D['body'] extends z.ZodType ? { readonly body: SchemaIn<D['body']> } : unknown);

/** What a call's success answer carries in `result`. */
export type CallResult<D extends CallDef> = D['response'] extends z.ZodType ? z.output<D['response']> : never;
/** What the server must put in `result` (before any transform of the schema). */
export type CallResultIn<D extends CallDef> = D['response'] extends z.ZodType ? z.input<D['response']> : never;
export type CallQuery<D extends CallDef> = SchemaOut<D['query']>;
export type CallBody<D extends CallDef> = SchemaOut<D['body']>;
export type CallParams<D extends CallDef> = SchemaOut<D['params']>;

/** Fills `:name` path parameters (encoded). */
export function pathWith(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/** One page of a list (PageResult of the envelope module) around a row schema. */
export const pageOf = <R extends z.ZodType>(row: R) =>
  z.object({ records: z.array(row), total: z.number().int(), size: z.number().int(), current: z.number().int(), pages: z.number().int() });
