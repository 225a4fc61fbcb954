import type { Page } from 'playwright-core';

/** Signs in through the login form as a person would (captcha is off for browser tests). */
export async function signIn(page: Page, baseUrl: string, username: string, password: string, path = ''): Promise<void> {
  await page.goto(`${baseUrl}/#/user/login${path ? `?redirect=${encodeURIComponent(path)}` : ''}`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Answers the forced password change that follows signing in with a password an administrator
 * set (a new account, a reset): the console asks for the given one and a new one of the user's own.
 */
export async function replaceGivenPassword(page: Page, given: string, own: string): Promise<void> {
  const modal = page.getByTestId('password-modal');
  await modal.waitFor();
  await page.getByTestId('password-old').fill(given);
  await page.getByTestId('password-new').fill(own);
  await page.getByTestId('password-confirm').fill(own);
  await page.getByTestId('password-submit').click();
  await modal.waitFor({ state: 'hidden' });
}
