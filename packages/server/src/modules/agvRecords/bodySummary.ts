/** Names of body fields whose values never reach the interface log. */
const SECRET = /pass|token|secret|key|authorization|credential/i;
/** A summary keeps the log row small: the start of the body, enough to tell calls apart. */
export const SUMMARY_CHARS = 500;

function masked(value: unknown, depth: number): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => masked(v, depth + 1));
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET.test(k) ? '***' : masked(v, depth + 1)]));
}

/** The body as short JSON with secret fields masked; null when there is none. */
export function bodySummary(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  const text = typeof body === 'string' ? body : JSON.stringify(masked(body, 0));
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1)}…` : text;
}
