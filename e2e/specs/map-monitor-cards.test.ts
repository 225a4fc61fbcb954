import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.js';
import { ADMIN_PASSWORD } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { api, signInAsAdmin } from '../support/api.js';

interface Card {
  agvUid: string;
  agvVo: { isConnected: number };
}

const VEHICLES = 60;
let layoutId = '';

// A generated warehouse with more vehicles than the card column mounts at once (windowing from 40),
// made before the server starts so its fleet runtime drives the vehicles from the start.
const dataDir = mkdtempSync(join(tmpdir(), 'agvs-e2e-cards-'));
beforeAll(() => {
  const cli = new URL('../../packages/server/dist/cli.js', import.meta.url).pathname;
  const env = { ...process.env, DATA_DIR: dataDir, CAPTCHA: 'off', AGVS_ADMIN_PASSWORD: ADMIN_PASSWORD, LOG_LEVEL: 'warn' };
  delete (env as Record<string, string | undefined>).DATABASE_URL;
  const result = spawnSync(process.execPath, [cli, 'site:generate', '--stations', '300', '--vehicles', String(VEHICLES)], { env, encoding: 'utf8' });
  layoutId = /^layout (\S+)/m.exec(result.stdout)?.[1] ?? '';
});
// Registered before the suite: after-hooks run last-first, so the folder goes once the server stopped.
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const suite = useSuite(undefined, { DATA_DIR: dataDir });

const WAIT = { timeout: 20_000 };

describe('map monitor AGV card column with many vehicles (SPEC §2 floating AGV cards)', () => {
  it('mounts only a window of the cards and shows later cards when the column scrolls', async () => {
    expect(layoutId).not.toBe('');
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const cards = await api<Card[]>(suite.server.url, token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${encodeURIComponent(layoutId)}`);
    const connected = cards.filter((c) => c.agvVo.isConnected === 1);
    expect(connected.length).toBeGreaterThanOrEqual(VEHICLES);

    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(layoutId)}`);
    await expect.poll(() => page.locator('[data-testid="monitor-svg"] [data-agv]').count(), WAIT).toBe(connected.length);
    const mounted = page.getByTestId('agv-card');
    await expect.poll(() => mounted.count(), WAIT).toBeGreaterThan(0);
    // Every vehicle is on the map, but only the cards near the visible part of the column exist.
    expect(await mounted.count()).toBeLessThan(connected.length);
    const last = connected[connected.length - 1]!.agvUid;
    const lastCard = page.locator(`[data-testid="agv-card"][data-card="${last}"]`);
    expect(await lastCard.count()).toBe(0);

    // Scrolled to the end, the last vehicle's card is drawn.
    await page.getByTestId('monitor-agv-cards').evaluate((column) => column.scrollTo({ top: column.scrollHeight }));
    await expect.poll(() => lastCard.count(), WAIT).toBe(1);
    await expect.poll(() => lastCard.isVisible(), WAIT).toBe(true);
    expect(await mounted.count()).toBeLessThan(connected.length);
    await context.close();
  }, 90_000);
});
