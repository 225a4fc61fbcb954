import { randomBytes, randomInt } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Per-installation secrets. Nothing here has a default in code (Jeecg's hard-coded keys, CVE-2023-38905). */
export interface Secrets {
  /** HS256 key of the session tokens. */
  readonly jwtSecret: Uint8Array;
  /** AES-128 key and iv of the login password transport, 16 characters each (UTF-8 bytes). */
  readonly aesKey: string;
  readonly aesIv: string;
  /** Bearer token a Prometheus server on another machine scrapes /agvs/metrics with (METRICS_TOKEN_FILE). */
  readonly metricsToken: string;
}

/**
 * The metrics token's file in the data folder: a file of its own, so an operator can copy it into
 * the scraper's configuration (Prometheus `credentials_file`) as it is.
 */
export const METRICS_TOKEN_FILE = 'metrics-token';
/** A token shorter than this (an operator's own, written into the file) is refused at start. */
const METRICS_TOKEN_MIN = 16;

const SecretsFile = z.object({
  jwtSecret: z.string().min(43),
  aesKey: z.string().length(16),
  aesIv: z.string().length(16),
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomChars(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/**
 * Writes content to file unless the file exists. Written aside then linked: link fails when the
 * file exists, so processes starting together all end up with the first one's content and nobody
 * reads a half-written file.
 */
function createOnce(file: string, content: string): void {
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, content, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(draft);
  }
}

/** The metrics token, created on first start; an installation upgraded from before it gets one too. */
function loadMetricsToken(dataDir: string): string {
  const file = join(dataDir, METRICS_TOKEN_FILE);
  createOnce(file, `${randomBytes(32).toString('base64url')}\n`);
  const token = readFileSync(file, 'utf8').trim();
  if (token.length < METRICS_TOKEN_MIN || /\s/.test(token)) throw new Error(`${file} must hold one token of at least ${METRICS_TOKEN_MIN} characters without spaces`);
  return token;
}

/**
 * Reads DATA_DIR/secrets.json, creating it on first start (mode 0600). Several servers sharing
 * one database must share this file too, or their tokens would not be accepted by each other.
 */
export function loadSecrets(dataDir: string): Secrets {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, 'secrets.json');
  const fresh = {
    jwtSecret: randomBytes(48).toString('base64url'),
    aesKey: randomChars(16),
    aesIv: randomChars(16),
  };
  createOnce(file, JSON.stringify(fresh, null, 2));
  const stored = SecretsFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  return {
    jwtSecret: Buffer.from(stored.jwtSecret, 'base64url'),
    aesKey: stored.aesKey,
    aesIv: stored.aesIv,
    metricsToken: loadMetricsToken(dataDir),
  };
}
