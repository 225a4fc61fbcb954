import type { Page } from 'playwright-core';

/** Signs in through the login form as a person would (captcha is off for browser tests). */
export async function signIn(page: Page, baseUrl: string, username: string, password: string, path = ''): Promise<void> {
  await page.goto(`${baseUrl}/#/user/login${path ? `?redirect=${encodeURIComponent(path)}` : ''}`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}
