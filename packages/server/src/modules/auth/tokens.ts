import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import { TOKEN_TTL_MS } from '@agvs/contract';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { WriteCache } from '../../db/write-cache.js';
import type { WriteWatch } from '../../db/write-watch.js';
import { deleteDeadSessions, findLiveSession, insertSession, revokeSession, type SessionRecord } from './repository.js';

interface Claims {
  readonly sub: string;
  readonly jti: string;
}

/** Checked signatures kept; past this the memo starts again (a bound, not an LRU). */
const MAX_CLAIMS = 10_000;

/**
 * Session tokens: HS256 JWTs whose jti names a row of `sessions`. The signature spares a lookup
 * for forged tokens; the row lets logout end a token at once. Given the app's write watcher, the
 * live sessions are held in memory and dropped by any write to `sessions` (sign-out, password
 * change, freezing...); expiry is checked on every use.
 */
export class TokenService {
  /** A token's signature, once checked, stays good: its claims are kept by token text. */
  private readonly claims = new Map<string, Claims & { readonly expiresAt: number }>();
  private readonly sessions: WriteCache<string, SessionRecord | undefined> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: Uint8Array,
    private readonly clock: Clock,
    writes?: WriteWatch,
  ) {
    this.sessions = writes && new WriteCache(writes, [{ table: 'sessions' }]);
  }

  async issue(userId: string, tenantId: number): Promise<string> {
    const now = this.clock();
    const session: SessionRecord = { id: randomUUID(), userId, tenantId, expiresAt: now + TOKEN_TTL_MS };
    await deleteDeadSessions(this.db, now);
    await insertSession(this.db, session, now);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(session.id)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(session.expiresAt / 1000))
      .sign(this.secret);
  }

  /** The live session of a token, or undefined for a forged, expired or revoked one. */
  async verify(token: string): Promise<SessionRecord | undefined> {
    const now = this.clock();
    const claims = await this.checked(token, now);
    if (!claims) return undefined;
    const session = this.sessions
      ? await this.sessions.get(claims.jti, () => findLiveSession(this.db, claims.jti, now))
      : await findLiveSession(this.db, claims.jti, now);
    // The kept copy may have expired since it was read.
    return session?.userId === claims.sub && session.expiresAt > now ? session : undefined;
  }

  private async checked(token: string, now: number): Promise<Claims | undefined> {
    const known = this.claims.get(token);
    if (known) return known.expiresAt > now ? known : undefined;
    let payload: { sub?: string; jti?: string; exp?: number };
    try {
      ({ payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], currentDate: new Date(now) }));
    } catch {
      return undefined;
    }
    if (!payload.jti || !payload.sub || payload.exp === undefined) return undefined;
    if (this.claims.size >= MAX_CLAIMS) this.claims.clear();
    const claims = { sub: payload.sub, jti: payload.jti, expiresAt: payload.exp * 1000 };
    this.claims.set(token, claims);
    return claims;
  }

  revoke(sessionId: string): Promise<void> {
    return revokeSession(this.db, sessionId);
  }
}
