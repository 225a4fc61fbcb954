import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack listener reports ::ffff:127.0.0.1). */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * A request relayed by a proxy on this machine arrives from loopback too; its forwarding headers
 * give it away, and such a caller is treated as remote.
 */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function sameToken(given: string, expected: string): boolean {
  // Compared as digests: equal lengths for timingSafeEqual, and no early exit that times the token.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Metrics tell a lot about a site (its vehicles, orders, routes): callers on this machine read
 * them freely, any other caller needs `Authorization: Bearer <metrics token>`.
 */
export function mayReadMetrics(request: FastifyRequest, token: string): boolean {
  const local = isLoopback(request.socket.remoteAddress) && !FORWARDED.some((h) => request.headers[h] !== undefined);
  if (local) return true;
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match !== null && sameToken(match[1], token);
}
