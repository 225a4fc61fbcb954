import type { Kysely } from 'kysely';
import {
  LOGIN_LOCK_MS,
  MAX_FAILED_LOGINS,
  type Language,
  type LoginRequest,
  type LoginResult,
} from '@agvs/contract';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { businessError } from '../../errors.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import type { Secrets } from '../../secrets.js';
import { allDictItems } from '../dicts/service.js';
import {
  claimSignInAttempt,
  clearFailedLogins,
  departsOfUser,
  findUserByUsername,
  findUserById,
  setUserLoginScope,
  tenantsOfUser,
} from '../users/repository.js';
import { toUserInfo } from '../users/service.js';
import type { CaptchaStore } from './captcha.js';
import { decryptPassword } from './crypto.js';
import type { TokenService } from './tokens.js';

export interface LoginDeps {
  readonly db: Kysely<Database>;
  readonly captchas: CaptchaStore;
  readonly tokens: TokenService;
  readonly secrets: Pick<Secrets, 'aesKey' | 'aesIv'>;
  readonly captchaEnabled: boolean;
  readonly clock: Clock;
}

const minutesUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));
const LOCK_MINUTES = minutesUntil(LOGIN_LOCK_MS, 0);

/**
 * Sign-in of POST /sys/loginEncrypt. Every refusal is a business failure with a message; the
 * order matters: captcha first (cheap, spends the captcha), the attempt counted before the password
 * check so a locked account cannot be probed, not even by guesses sent at the same moment, frozen
 * only after a right password so it reveals nothing.
 */
export async function login(
  deps: LoginDeps,
  request: z.output<typeof LoginRequest>,
  headerLanguage: Language | undefined,
): Promise<LoginResult> {
  const { db } = deps;
  if (deps.captchaEnabled) {
    const check = await deps.captchas.check(request.checkKey, request.captcha);
    if (check === 'expired') throw businessError('auth.captchaExpired');
    if (check === 'wrong') throw businessError('auth.captchaWrong');
  }

  const password = decryptPassword(request.password, deps.secrets.aesKey, deps.secrets.aesIv);
  if (password === null) throw businessError('auth.passwordUnreadable');

  const user = await findUserByUsername(db, request.username);
  if (!user) {
    await verifyAgainstNothing(password);
    throw businessError('auth.badCredentials', { max: MAX_FAILED_LOGINS, minutes: LOCK_MINUTES });
  }
  const now = deps.clock();
  const attempt = await claimSignInAttempt(db, user.id, now, { max: MAX_FAILED_LOGINS, lockMs: LOGIN_LOCK_MS });
  if (!attempt) {
    const lockedUntil = (await findUserById(db, user.id))?.lockedUntil ?? now + LOGIN_LOCK_MS;
    throw businessError('auth.locked', { minutes: minutesUntil(lockedUntil, now) });
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    if (attempt.locksAccount) throw businessError('auth.locked', { minutes: LOCK_MINUTES });
    // The same words as for a name that is no account: how many attempts are left would tell them apart.
    throw businessError('auth.badCredentials', { max: MAX_FAILED_LOGINS, minutes: LOCK_MINUTES });
  }
  await clearFailedLogins(db, user.id);
  if (user.status === 'frozen') throw businessError('auth.frozen');

  const tenantList = await tenantsOfUser(db, user.id);
  const tenantId = tenantList.find((t) => t.id === user.loginTenantId)?.id ?? tenantList[0]?.id;
  if (tenantId === undefined) throw businessError('auth.noTenant');

  // One department is chosen for the user; with several the console asks (multi_depart 2).
  const departs = await departsOfUser(db, user.id, tenantId);
  const orgCode =
    departs.length === 1 ? departs[0]!.orgCode : (departs.find((d) => d.orgCode === user.orgCode)?.orgCode ?? null);
  await setUserLoginScope(db, user.id, { tenantId, orgCode }, now);

  const token = await deps.tokens.issue(user.id, tenantId);
  const signedIn = (await findUserById(db, user.id))!;
  return {
    token,
    userInfo: toUserInfo(signedIn),
    sysAllDictItems: await allDictItems(db, headerLanguage ?? signedIn.language),
    departs,
    multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
    tenantList,
  };
}
