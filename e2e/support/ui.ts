import type { Page } from 'playwright-core';

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
