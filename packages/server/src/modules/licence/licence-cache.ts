import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { WriteCache } from '../../db/write-cache.js';
import type { WriteWatch } from '../../db/write-watch.js';
import type { Licence } from './certificate.js';
import { issuerKeyDir, trustedIssuerKeys } from './issuer-keys.js';
import { licenceInForce } from './record.js';

/**
 * The licence in force, verified once and kept (docs/licence.md "Checking"): the console asks for
 * the record every 10 s per user, and each answer used to read every issuer key and verify every
 * stored licence. It is read again when the licences table is written (whoever writes, see
 * WriteWatch) or the key directory changes (a key copied in, removed or replaced). Expiry needs no
 * re-reading: the record compares the kept licence's last day with the time of each call, and a
 * licence not yet valid cannot be imported.
 */
export class LicenceCache {
  private readonly cache: WriteCache<string, Licence | null>;

  constructor(
    private readonly db: Kysely<Database>,
    writes: WriteWatch,
    private readonly dataDir: string,
    private readonly warn: (message: string) => void,
  ) {
    this.cache = new WriteCache(writes, [{ table: 'licences' }], 4);
  }

  inForce(now: number): Promise<Licence | null> {
    return this.cache.get(this.keyDirStamp(), () => licenceInForce(this.db, trustedIssuerKeys(this.dataDir, this.warn), now));
  }

  /**
   * What the key directory holds, as cheap as it can be told: the directory's own change time
   * (a file added, removed or renamed) and each key file's (replaced in place).
   */
  private keyDirStamp(): string {
    const dir = issuerKeyDir(this.dataDir);
    try {
      const parts = [String(statSync(dir, { bigint: true }).mtimeNs)];
      for (const name of readdirSync(dir).filter((n) => n.endsWith('.pem')).sort()) {
        const s = statSync(join(dir, name), { bigint: true });
        parts.push(`${name}:${s.mtimeNs}:${s.size}`);
      }
      return parts.join('\n');
    } catch {
      // No directory, so no key (a file removed between the listing and its stat changes the stamp again).
      return 'none';
    }
  }
}
