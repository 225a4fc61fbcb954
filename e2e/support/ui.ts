import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Confirms the open antd confirmation (modal or popconfirm) with its primary button. */
export async function confirm(page: Page): Promise<void> {
  await page
    .locator('.ant-modal-confirm-btns .ant-btn-primary:visible, .ant-popconfirm-buttons .ant-btn-primary:visible, .ant-modal-footer .ant-btn-primary:visible')
    .first()
    .click();
}

/** Records the token the console sends, so a test can call the API as the signed-in user. */
export function watchToken(page: Page): () => string | undefined {
  let token: string | undefined;
  page.on('request', (request) => {
    const header = request.headers()['x-access-token'];
    if (header) token = header;
  });
  return () => token;
}

/**
 * Picks an option of an antd select (optionally typing a search first) and waits for its dropdown
 * to close. On a loaded machine a click can land while the dropdown is still being laid out and
 * leave it open over the next field, so a dropdown still open after the click gets the click again.
 */
export async function chooseOption(page: Page, select: Locator, option: string, search?: string): Promise<void> {
  const open = page.locator('.ant-select-dropdown:visible');
  await select.click();
  if (search !== undefined) await select.locator('input').fill(search);
  for (let attempt = 1; ; attempt++) {
    await open.locator('.ant-select-item-option', { hasText: option }).first().click();
    try {
      await expect.poll(() => open.count(), { timeout: 3_000 }).toBe(0);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Closes an antd modal with its close button and waits until `content` is hidden or gone. On a
 * loaded machine the click can land while the modal is still zooming in, and the dialog stays;
 * as with a select, a dialog still shown after the click gets the click again.
 */
export async function closeModal(page: Page, content: Locator): Promise<void> {
  const close = page.locator('.ant-modal', { has: content }).locator('.ant-modal-close');
  for (let attempt = 1; ; attempt++) {
    if (!(await content.first().isVisible())) return;
    await close.first().click({ timeout: 5_000 }).catch(() => undefined);
    try {
      await content.first().waitFor({ state: 'hidden', timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Opens the right-click menu of `target` and clicks `item` in it. On a loaded machine the page
 * beside it may still be laying out (a list mounting its search form), which moves or closes the
 * menu under the pointer; a click that does not land opens the menu again.
 */
export async function chooseFromContextMenu(page: Page, target: Locator, item: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await target.click({ button: 'right' });
    try {
      await item.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Waits until the console's route (the whole address, hash included) matches. Routes change
 * within the page, and Playwright's waitForURL can miss such a change that lands between its
 * first look at the address and its listening for navigations; polling the address does not.
 */
export async function waitForRoute(page: Page, route: RegExp): Promise<void> {
  await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(route);
}
