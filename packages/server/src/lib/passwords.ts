import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false; // a malformed stored hash must read as a wrong password, not a server error
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real verification so unknown usernames cannot be told apart by timing. */
export async function verifyAgainstNothing(plain: string): Promise<false> {
  dummyHash ??= hash('agvs-no-such-user');
  await verifyPassword(await dummyHash, plain);
  return false;
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIALS = '!#%+-=@^_';

/**
 * A random password that meets the complexity rule of SPEC §5 (letter, digit, special character).
 * It starts with a letter: a leading "-", "#" or "!" would be read by a shell as an option, a
 * comment or a history expansion when the password is pasted into a command.
 */
export function generatePassword(length = 16): string {
  const all = LETTERS + DIGITS + SPECIALS;
  const rest = [DIGITS, SPECIALS].map((set) => set[randomInt(set.length)]!);
  while (rest.length < length - 1) rest.push(all[randomInt(all.length)]!);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return LETTERS[randomInt(LETTERS.length)]! + rest.join('');
}
