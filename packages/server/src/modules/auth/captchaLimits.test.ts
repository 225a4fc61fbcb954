import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse, EncryptedString } from '@agvs/contract';
import { ADMIN_PASSWORD, encryptPassword, startHarness, type Harness } from '../../test-support/harness.js';
import { CAPTCHA_MAX_PER_CLIENT } from './captcha.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

/** Asks for a captcha as the caller at `address` and returns its answer (read in-process). */
async function captchaFor(key: string, address: string): Promise<string> {
  const response = await h.app.inject({ method: 'GET', url: `/agvs/sys/randomImage/${key}`, remoteAddress: address });
  expect(response.statusCode).toBe(200);
  return (await h.app.captchas.answerOf(key))!;
}

async function signInWith(checkKey: string, captcha: string): Promise<ApiResponse<unknown>> {
  const keys = (await h.call<EncryptedString>('GET', '/sys/getEncryptedString')).body.result;
  const body = { username: 'admin', password: encryptPassword(ADMIN_PASSWORD, keys.key, keys.iv), captcha, checkKey };
  return (await h.call('POST', '/sys/loginEncrypt', { lang: 'en-GB', body })).body;
}

describe('captcha rows', () => {
  it('are capped per client address: the oldest of a busy address stop counting, other addresses keep theirs', async () => {
    const neighbour = await captchaFor('neighbour', '10.0.0.2');
    const answers: string[] = [];
    for (let i = 0; i < CAPTCHA_MAX_PER_CLIENT + 20; i++) {
      h.advance(1);
      answers.push(await captchaFor(`flood${i}`, '10.0.0.1'));
    }
    const rows = await h.app.db.selectFrom('captchas').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(CAPTCHA_MAX_PER_CLIENT + 1);

    expect(await signInWith('flood0', answers[0]!)).toMatchObject({ success: false, message: 'The verification code is incorrect' });
    const newest = CAPTCHA_MAX_PER_CLIENT + 19;
    expect(await signInWith(`flood${newest}`, answers[newest]!)).toMatchObject({ success: true });
    expect(await signInWith('neighbour', neighbour)).toMatchObject({ success: true });
  });
});
