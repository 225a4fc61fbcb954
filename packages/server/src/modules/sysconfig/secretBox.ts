import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { loadSecrets } from '../../secrets.js';

const VERSION = 'v1';

/**
 * AES-256-GCM key for stored credentials, derived from the installation's own secret
 * (DATA_DIR/secrets.json) so nothing is hard-coded and each installation has its own.
 */
function keyOf(dataDir: string): Buffer {
  const { jwtSecret } = loadSecrets(dataDir);
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'agvs', 'data-source-password', 32));
}

export function sealSecret(dataDir: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(dataDir), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function openSecret(dataDir: string, sealed: string): string {
  if (!sealed.startsWith(`${VERSION}:`)) throw new Error('unknown secret format');
  const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(dataDir), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
