import type { KanbanBoard } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { api, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { chooseOption, confirm } from '../support/ui.js';

const suite = useSuite();

interface Card {
  readonly agvVo: { readonly id: string; readonly agvCode: string };
}

describe('kanban board', () => {
  it('an administrator makes a board; a screen without sign-in shows it live until it is revoked', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);

    // The console: a new board on the demo warehouse, its link shown once.
    await page.goto(`${suite.server.url}/#/system/kanbanBoard`);
    await page.getByTestId('board-add').click();
    await page.getByTestId('board-name').fill('Hall A');
    await chooseOption(page, page.locator('.ant-modal .ant-select').first(), 'Warehouse ground floor');
    await confirm(page);
    const link = (await page.locator('.ant-modal-confirm-content code').first().innerText()).trim();
    expect(link).toMatch(/#\/agvs\/customized\/kanban\/AgvKanBanMain\?board=[A-Za-z0-9_-]{43}$/);
    await confirm(page);
    // The link dialog must be gone, or a later confirm() could press its button again.
    await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });

    const [board] = await api<KanbanBoard[]>(suite.server.url, token, '/agvserver/kanban/board/list');
    const cards = await api<Card[]>(suite.server.url, token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${encodeURIComponent(board!.layoutId)}`);

    // A wall screen: a fresh context, never signed in, in English by its URL.
    const screen = await suite.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'ko-KR' });
    const wall = await screen.newPage();
    await wall.goto(`${link}&lang=en_GB`);
    await wall.getByTestId('kanban-board').waitFor();
    await expect.poll(() => wall.getByTestId('board-vehicle').count()).toBe(cards.length);
    expect(await wall.getByText('Vehicles', { exact: true }).count()).toBe(1);

    // A vehicle shut down from the console turns offline on the board without a reload.
    const target = cards[0]!.agvVo;
    const tile = wall.locator(`[data-testid="board-vehicle"][data-code="${target.agvCode}"]`);
    await api(suite.server.url, token, '/agvserver/agv/shutdownAgv', { method: 'POST', body: JSON.stringify([{ id: target.id }]) });
    await expect.poll(() => tile.getAttribute('data-state'), { timeout: 20_000 }).toBe('offline');
    expect(await tile.innerText()).toContain('Offline');

    // Revoked in the console: the screen says so.
    await page.getByTestId('board-revoke').first().click();
    await page.locator('.ant-popconfirm-buttons .ant-btn-primary').first().click();
    await expect.poll(async () => (await api<KanbanBoard[]>(suite.server.url, token, '/agvserver/kanban/board/list'))[0]!.revokedAt).not.toBeNull();
    await wall.getByTestId('board-revoked').waitFor({ timeout: 20_000 });
    expect(await wall.getByTestId('board-revoked').innerText()).toContain('This board has been revoked');

    await screen.close();
    await context.close();
  });
});
