import type { HttpTraceEntry } from '@agvs/contract';

/** How many requests the trace keeps (SPEC: HTTP trace page, last 100). */
export const HTTP_TRACE_SIZE = 100;

const SECRET_NAME = /token|password|passwd|pwd|secret|captcha|sign|key/i;

/**
 * The path with its query, secret-looking parameter values replaced by ***, so the trace and the
 * operation log never show tokens, passwords or captcha answers.
 */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const masked = [...params].map(([name, value]) => `${encodeURIComponent(name)}=${SECRET_NAME.test(name) ? '***' : encodeURIComponent(value)}`);
  return masked.length ? `${url.slice(0, q)}?${masked.join('&')}` : url.slice(0, q);
}

/** The last requests of this server process, newest first when read. */
export class HttpTrace {
  private readonly entries: HttpTraceEntry[] = [];
  constructor(private readonly size = HTTP_TRACE_SIZE) {}

  add(entry: HttpTraceEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.size) this.entries.shift();
  }

  recent(): HttpTraceEntry[] {
    return [...this.entries].reverse();
  }
}
