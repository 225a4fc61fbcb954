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
}

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
  // Written aside then linked: link fails when the file exists, so processes starting together
  // all end up with the first one's secrets and nobody reads a half-written file.
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(fresh, null, 2), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(draft);
  }
  const stored = SecretsFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  return {
    jwtSecret: Buffer.from(stored.jwtSecret, 'base64url'),
    aesKey: stored.aesKey,
    aesIv: stored.aesIv,
  };
}
