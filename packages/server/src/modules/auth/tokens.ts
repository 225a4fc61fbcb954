import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import { TOKEN_TTL_MS } from '@agvs/contract';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { deleteDeadSessions, findLiveSession, insertSession, revokeSession, type SessionRecord } from './repository.js';

/**
 * Session tokens: HS256 JWTs whose jti names a row of `sessions`. The signature spares a lookup
 * for forged tokens; the row lets logout end a token at once, on every server.
 */
export class TokenService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: Uint8Array,
    private readonly clock: Clock,
  ) {}

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
    let claims: { sub?: string; jti?: string };
    try {
      ({ payload: claims } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], currentDate: new Date(now) }));
    } catch {
      return undefined;
    }
    if (!claims.jti || !claims.sub) return undefined;
    const session = await findLiveSession(this.db, claims.jti, now);
    return session?.userId === claims.sub ? session : undefined;
  }

  revoke(sessionId: string): Promise<void> {
    return revokeSession(this.db, sessionId);
  }
}
