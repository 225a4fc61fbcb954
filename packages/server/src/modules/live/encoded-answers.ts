import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../envelope.js';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';

type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Below this an answer goes plain, as @fastify/compress does for the other calls. */
const THRESHOLD = 1024;

/** The coding the client takes: brotli, else gzip, else none (a q=0 refuses one). */
function encodingFor(header: string | string[] | undefined): Encoding {
  const offered = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) offered.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (e: string) => (offered.get(e) ?? offered.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

interface Entry {
  readonly version: string;
  json: Promise<Buffer>;
  readonly encoded: Map<Encoding, Promise<Buffer>>;
  /** performance.now() when the build started, what it cost (ms) and its size (until it is done, 0). */
  readonly startedAt: number;
  buildMs: number;
  bytes: number;
  /** The size of the key's answer before this one. */
  readonly lastBytes: number;
  /** Built (json settled with bytes). */
  done: boolean;
}

/**
 * A large answer (the cards of a few hundred vehicles and more) may be served for a while after
 * a change: REUSE_FACTOR times what it cost to build, from MIN_REUSE_MS to MAX_REUSE_MS after it
 * was built, and while the next one builds. On a
 * fleet of 1,000 moving vehicles every fleet step is a change, and rebuilding 1 MB on each would
 * take the server's whole core. Smaller answers (the demo site's: 10 KB) always follow at once;
 * the bound is a size, not a time, so a slow machine does not change what a poll sees.
 */
const LARGE_BYTES = 256 * 1024;
const REUSE_FACTOR = 5;
const MIN_REUSE_MS = 200;
const MAX_REUSE_MS = 1000;

/**
 * Per runtime, a number that moves with every batch of fleet events and every site change: an
 * answer built from the runtime's state stays right while it does not move.
 */
const versions = new WeakMap<FleetRuntime, { n: number }>();

export function runtimeVersion(rt: FleetRuntime): number {
  let v = versions.get(rt);
  if (!v) {
    const counter = { n: 0 };
    rt.subscribe(() => counter.n++);
    rt.onSiteReplaced(() => counter.n++);
    versions.set(rt, counter);
    v = counter;
  }
  return v.n;
}

/**
 * The monitor's polls, answered once per change: hundreds of screens poll the same layout every
 * second, and between two fleet steps they all get the same answer. So the envelope is built,
 * serialised and compressed once per (key, version) and the bytes go to every poll of that
 * version (1,000 vehicle cards are 1.1 MB of JSON: building, checking and compressing them per
 * request saturated the server with 10 screens).
 */
export class EncodedAnswers {
  private readonly entries = new Map<string, Entry>();
  /** The last answer built per key: a large one is served while the next is still building. */
  private readonly built = new Map<string, Entry>();

  constructor(
    /** strictAnswers: the answer is checked against its declaration, as the serializer does for the other calls. */
    private readonly check: z.ZodType | null,
  ) {}

  /**
   * A large answer within its window from when it was built, or one still building whose last
   * build was large (never two builds of one key at once: on a loaded server they would pile up).
   */
  private reusable(entry: Entry): boolean {
    if ((entry.bytes || entry.lastBytes) <= LARGE_BYTES) return false;
    if (!entry.done) return true;
    const window = Math.min(MAX_REUSE_MS, Math.max(MIN_REUSE_MS, REUSE_FACTOR * entry.buildMs));
    return performance.now() - (entry.startedAt + entry.buildMs) < window;
  }

  async send(request: FastifyRequest, reply: FastifyReply, key: string, version: string, build: () => Promise<unknown>): Promise<FastifyReply> {
    let entry = this.entries.get(key);
    if (!entry || (entry.version !== version && !this.reusable(entry))) {
      const fresh: Entry = { version, json: Promise.resolve(Buffer.alloc(0)), encoded: new Map(), startedAt: performance.now(), buildMs: 0, bytes: 0, lastBytes: entry?.bytes ?? 0, done: false };
      fresh.json = build().then((result) => {
        if (this.check) this.check.parse(result);
        const bytes = Buffer.from(JSON.stringify(ok(result)));
        fresh.buildMs = performance.now() - fresh.startedAt;
        fresh.bytes = bytes.length;
        fresh.done = true;
        if (this.built.size > 1_000) this.built.clear();
        this.built.set(key, fresh);
        return bytes;
      });
      // A failed build is not kept: the next poll tries again.
      fresh.json.catch(() => this.entries.get(key) === fresh && this.entries.delete(key));
      // Keys are layouts and maps of the tenant's fleets: few, but bounded all the same.
      if (this.entries.size > 1_000) this.entries.clear();
      this.entries.set(key, fresh);
      entry = fresh;
    }
    // On a loaded server a large build may take longer than a poll waits: meanwhile polls get the
    // answer before it (one build old at most) instead of all waiting for it.
    const last = this.built.get(key);
    if (!entry.done && last && last !== entry && last.bytes > LARGE_BYTES) entry = last;
    const json = await entry.json;
    const coding = json.length < THRESHOLD ? 'identity' : encodingFor(request.headers['accept-encoding']);
    let body = json;
    if (coding !== 'identity') {
      let encoded = entry.encoded.get(coding);
      if (!encoded) {
        encoded = coding === 'br' ? brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }) : gzipped(json);
        entry.encoded.set(coding, encoded);
      }
      body = await encoded;
      reply.header('content-encoding', coding);
    }
    reply.header('vary', 'accept-encoding');
    reply.type('application/json; charset=utf-8');
    return reply.send(body);
  }
}
