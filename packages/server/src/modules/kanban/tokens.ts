import { createHash, randomBytes } from 'node:crypto';

/**
 * Board tokens: 32 random bytes (256 bits), base64url. Only their SHA-256 is stored. A fast hash
 * is enough here, unlike for passwords: nobody chose the token, so there is no small space of
 * likely values to try, and a fast hash lets a screen's call find its board by one index lookup.
 */
export function newBoardToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashBoardToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The last four characters, shown in the board list to tell screens apart. */
export const tokenHint = (token: string) => token.slice(-4);
