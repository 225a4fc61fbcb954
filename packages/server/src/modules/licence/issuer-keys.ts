import { createPublicKey, type KeyObject } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where an installation keeps the public keys of the licence issuers it trusts (docs/licence.md). */
export const issuerKeyDir = (dataDir: string) => join(dataDir, 'licence-keys');

/**
 * The trusted issuer keys: every *.pem public key in DATA_DIR/licence-keys, read on each use so a
 * key copied there counts without a restart. Unreadable files are reported and skipped.
 */
export function trustedIssuerKeys(dataDir: string, warn: (message: string) => void): KeyObject[] {
  const dir = issuerKeyDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.pem')).sort();
  } catch {
    return [];
  }
  const keys: KeyObject[] = [];
  for (const name of names) {
    try {
      const key = createPublicKey(readFileSync(join(dir, name)));
      if (key.asymmetricKeyType === 'ed25519') keys.push(key);
      else warn(`licence key ${name} is not an Ed25519 public key; skipped`);
    } catch (err) {
      warn(`licence key ${name} could not be read: ${String(err)}`);
    }
  }
  return keys;
}
