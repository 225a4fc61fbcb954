import type { Harness } from './harness.js';

/** One sample of the Prometheus text format: metric name, labels, value. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

export interface Scrape {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
  readonly samples: readonly Sample[];
  /** Sum of the samples named `name` whose labels include `labels`. */
  sum(name: string, labels?: Readonly<Record<string, string>>): number;
}

const LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** Reads the samples of a Prometheus text answer (comments skipped). */
export function parseSamples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(LABEL)) labels[k] = v;
    out.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return out;
}

/** GET /agvs/metrics as a scraper on `remoteAddress` sends it (inject's default: 127.0.0.1). */
export async function scrape(h: Harness, options: { readonly remoteAddress?: string; readonly headers?: Record<string, string> } = {}): Promise<Scrape> {
  const res = await h.app.inject({ method: 'GET', url: '/agvs/metrics', headers: options.headers ?? {}, ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}) });
  const samples = res.statusCode === 200 ? parseSamples(res.body) : [];
  return {
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    text: res.body,
    samples,
    sum: (name, labels = {}) =>
      samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((total, s) => total + s.value, 0),
  };
}
