/**
 * Bad requests generated from the OpenAPI document's schemas, for the API fuzz test: per route a
 * plausible request, then the same request with one parameter or body field replaced by a bad
 * value (wrong type, NUL, lone surrogate, huge, deep, unknown id...). Seeded, so every run sends
 * the same requests.
 */

export interface JsonSchema {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly minimum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly default?: unknown;
}

export interface Operation {
  readonly parameters?: readonly { readonly in: string; readonly name: string; readonly required?: boolean; readonly schema: JsonSchema }[];
  readonly requestBody?: { readonly content: Readonly<Record<string, { readonly schema: JsonSchema }>> };
}

export interface FuzzRequest {
  /** What was changed, for the failure report. */
  readonly label: string;
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Raw JSON text (deep nesting is built as text, not as objects). */
  readonly payload?: string;
}

/** mulberry32: a small seeded generator, enough to pick samples deterministically. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NESTING = 5_000;
const deepArray = '['.repeat(NESTING) + ']'.repeat(NESTING);

/** Marks a value that goes into the JSON text as it is (already JSON). */
class RawJson {
  constructor(readonly text: string) {}
}

const toJson = (value: unknown): string => {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
};

/** Bad values for a body field: JSON values of the wrong kind, or strings no field should take. */
function badBodyValues(unknownId: string): unknown[] {
  return [
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    'x'.repeat(100_000),
    unknownId,
    12345,
    -1,
    1.5,
    1e308,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
    '9007199254740993',
    true,
    null,
    {},
    [],
    ['a\u0000'],
    { nested: 'a\u0000' },
    new RawJson(deepArray),
    "' OR 1=1 --",
  ];
}

/** Bad values for a query, path or header parameter (always text on the wire), already URL-encoded. */
function badParamValues(unknownId: string): string[] {
  return [
    '%00',
    'a%00b',
    // A lone surrogate cannot be percent-encoded as UTF-8; its CESU bytes are what a client would send.
    '%ED%A0%80',
    'x'.repeat(5_000),
    encodeURIComponent(unknownId),
    '-1',
    '1.5',
    '1e308',
    '99999999999999999999999',
    '9007199254740991',
    '2147483648',
    'abc',
    '',
    '%20',
    encodeURIComponent("' OR 1=1 --"),
    encodeURIComponent('../../etc/passwd'),
  ];
}

const pick = <T>(random: () => number, values: readonly T[], n: number): T[] => {
  const pool = [...values];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
};

/** A value the schema accepts, or close to it; known values (real ids) by field name where we have them. */
function sampleOf(schema: JsonSchema, name: string, known: ReadonlyMap<string, string>): unknown {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    // An optional field takes '' (blank), which passes where a made-up value would miss a pattern.
    if (alternatives.some((s) => s.enum?.length === 1 && s.enum[0] === '') && !known.has(name)) return '';
    return sampleOf(alternatives[alternatives.length - 1]!, name, known);
  }
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return typeof schema.default === 'number' ? schema.default : Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return schema.items ? [sampleOf(schema.items, name, known)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sampleOf(prop, key, known);
      return out;
    }
    default: {
      const value = known.get(name) ?? (typeof schema.default === 'string' && schema.default ? schema.default : 'fuzz');
      return value.length > (schema.maxLength ?? Infinity) ? value.slice(0, schema.maxLength) : value.padEnd(schema.minLength ?? 0, 'z');
    }
  }
}

const encodeParam = (value: unknown) => encodeURIComponent(String(value));

/**
 * The requests for one route: the plausible one (with known ids, then with unknown ids), then
 * for each parameter and body field `perField` bad values picked at random, and a few bad bodies;
 * at most `perRoute` in all.
 */
export function fuzzRequests(
  path: string,
  op: Operation,
  known: ReadonlyMap<string, string>,
  random: () => number,
  limits: { readonly perField: number; readonly perRoute: number },
): FuzzRequest[] {
  const unknownId = `fz-${Math.floor(random() * 1e9).toString(36)}`;
  const unknownIds = new Map([...known].map(([k]) => [k, unknownId]));
  const params = op.parameters ?? [];
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const build = (values: Map<string, string>, label: string, body: unknown, headers?: Record<string, string>): FuzzRequest => {
    let url = path;
    const query: string[] = [];
    for (const p of params) {
      const v = values.get(`${p.in}:${p.name}`);
      if (p.in === 'path') url = url.replace(`{${p.name}}`, v ?? 'fuzz');
      else if (p.in === 'query' && v !== undefined) query.push(`${encodeURIComponent(p.name)}=${v}`);
    }
    if (query.length) url += `?${query.join('&')}`;
    return { label, url, ...(headers ? { headers } : {}), ...(body === undefined ? {} : { payload: toJson(body) }) };
  };
  const paramValues = (ids: ReadonlyMap<string, string>) =>
    new Map(params.filter((p) => p.required || p.in === 'path').map((p) => [`${p.in}:${p.name}`, encodeParam(sampleOf(p.schema, p.name, ids))]));
  const body = bodySchema ? (sampleOf(bodySchema, '', known) as Record<string, unknown>) : undefined;
  const unknownBody = bodySchema ? (sampleOf(bodySchema, '', unknownIds) as Record<string, unknown>) : undefined;
  const base = paramValues(known);
  const requests = [build(base, 'plausible', body), build(paramValues(unknownIds), 'unknown ids', unknownBody)];

  for (const p of params) {
    for (const bad of pick(random, badParamValues(unknownId), limits.perField)) {
      requests.push(build(new Map([...base, [`${p.in}:${p.name}`, bad]]), `${p.in} ${p.name}=${bad.slice(0, 40)}`, body));
    }
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const field of Object.keys(body)) {
      for (const bad of pick(random, badBodyValues(unknownId), limits.perField)) {
        const shown = bad instanceof RawJson ? 'deep JSON' : JSON.stringify(bad)?.slice(0, 40);
        requests.push(build(base, `body ${field}=${shown}`, { ...body, [field]: bad }));
      }
    }
    requests.push(build(base, 'body: unknown field with NUL', { ...body, 'k\u0000': 'v' }));
  }
  for (const bad of pick(random, [new RawJson(deepArray), [], null, 'text', 42, new RawJson('{"a":'), new RawJson(`{"a":${deepArray}}`)], 2)) {
    requests.push(build(base, `whole body=${bad instanceof RawJson ? bad.text.slice(0, 10) : JSON.stringify(bad)}`, bad));
  }
  for (const tenant of pick(random, ['abc', '-1', '1e3', '99999999999999999999', '1000 OR 1=1', '2000'], 1)) {
    requests.push(build(base, `header tenant_id=${tenant}`, body, { tenant_id: tenant }));
  }
  // The two plausible requests always, then a sample of the bad ones (routes with many fields).
  return [...requests.slice(0, 2), ...pick(random, requests.slice(2), limits.perRoute - 2)];
}
