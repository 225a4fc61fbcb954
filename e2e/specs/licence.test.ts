import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LicenceInfo } from '@agvs/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { api, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';

const suite = useSuite(undefined, { LICENSE_DISPLAY: 'on' });
const TOOL = resolve(import.meta.dirname, '../../scripts/licence-tool.mjs');
const issuer = mkdtempSync(join(tmpdir(), 'agvs-e2e-issuer-'));
afterAll(() => rmSync(issuer, { recursive: true, force: true }));

/** The issuer's tool, as an issuer runs it. */
function tool(...args: string[]): void {
  const run = spawnSync(process.execPath, [TOOL, ...args], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
}

describe('licence', () => {
  it('an administrator sees the free allowance, imports a signed licence and the header warns when no vehicle may be added', async () => {
    tool('keygen', '--out', issuer);
    // The administrator's own language (Chinese, as seeded) is what the console shows.
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const before = await api<LicenceInfo>(suite.server.url, token, '/license/common/getLicenseInfo');
    const licence = join(issuer, 'acme.lic');
    // Exactly the vehicles in service: SPEC §4 warns that none may be added.
    tool('sign', '--key', join(issuer, 'licence-issuer.key'), '--customer-code', 'ACME', '--customer-name', 'Acme Logistics', '--vehicles', String(before.isValidAgvNumber), '--out', licence);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-licence').click();
    await expect.poll(() => page.getByTestId('licence-info').textContent()).toContain('免费额度');
    expect(await page.getByTestId('licence-warning').count()).toBe(0);

    // Local information for the licence request is a file.
    const download = page.waitForEvent('download');
    await page.getByTestId('licence-download-info').click();
    expect((await download).suggestedFilename()).toBe('agvs-server-info.json');

    // Not trusted yet: the file's name and what to do.
    const input = page.locator('.ant-modal input[type=file]');
    await input.setInputFiles(licence);
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('acme.lic：尚未信任任何许可证签发方');

    mkdirSync(join(suite.server.dataDir, 'licence-keys'), { recursive: true });
    copyFileSync(join(issuer, 'licence-issuer.pem'), join(suite.server.dataDir, 'licence-keys', 'acme.pem'));
    await input.setInputFiles(licence);
    await expect.poll(() => page.getByTestId('licence-info').textContent()).toBe('授权给 Acme Logistics');
    expect(await page.getByTestId('licence-agvs').textContent()).toBe(String(before.isValidAgvNumber));

    // The header's scrolling line (licence display on) warns without a reload.
    await expect.poll(() => page.getByTestId('licence-warning').textContent()).toContain('车辆授权不足');
    await context.close();
  });
});
