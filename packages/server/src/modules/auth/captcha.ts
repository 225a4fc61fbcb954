import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_TTL_MS } from '@agvs/contract';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { deleteExpiredCaptchas, peekCaptcha, saveCaptcha, takeCaptcha, trimCaptchasOf } from './repository.js';

export type CaptchaCheck = 'ok' | 'wrong' | 'expired';

/**
 * Live captchas one client address may hold: anonymous callers cannot grow the table without
 * bound, while many operators behind one gateway still get one each while they type.
 */
export const CAPTCHA_MAX_PER_CLIENT = 20;

/**
 * The image as the login page shows it (120 by 40). svg-captcha's default 56 px letters hang below
 * a 40 px image and their feet were cut off; at 34 px every glyph stays inside with a margin.
 */
export const CAPTCHA_IMAGE = { width: 120, height: 40, fontSize: 34 } as const;

/**
 * Login captchas kept in the database (not in memory) so any server of a PostgreSQL cluster can
 * check an answer another one handed out. Answers compare case-insensitively.
 */
export class CaptchaStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /**
   * A new image for `key` as a data URL; a previous one under the same key stops counting, and so
   * does the oldest of `client` (the caller's address) beyond CAPTCHA_MAX_PER_CLIENT.
   */
  async issue(key: string, client: string): Promise<string> {
    const now = this.clock();
    await deleteExpiredCaptchas(this.db, now);
    const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', ...CAPTCHA_IMAGE });
    await saveCaptcha(this.db, { key, answer: captcha.text.toLowerCase(), expiresAt: now + CAPTCHA_TTL_MS, client });
    await trimCaptchasOf(this.db, client, CAPTCHA_MAX_PER_CLIENT);
    return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
  }

  /** Checks and spends the captcha: each one answers once, right or wrong. */
  async check(key: string, answer: string): Promise<CaptchaCheck> {
    const stored = key ? await takeCaptcha(this.db, key) : undefined;
    if (!stored) return 'wrong';
    if (stored.expiresAt <= this.clock()) return 'expired';
    return stored.answer === answer.trim().toLowerCase() ? 'ok' : 'wrong';
  }

  /** The expected answer without spending it: for in-process callers such as tests, never over HTTP. */
  answerOf(key: string): Promise<string | undefined> {
    return peekCaptcha(this.db, key);
  }
}
