import type { Workplace } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { api, setLoads, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { chooseOption, confirm } from '../support/ui.js';

const suite = useSuite();
const WAIT = { timeout: 30_000, interval: 500 };

describe('workplace call pad', () => {
  it('an administrator sets up a workplace; its tablet calls material with one touch, follows it and cancels it', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const call = <T>(path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);
    const [layout] = await call<{ value: string }[]>('/agvserver/common/selectList/map_layout');
    await call('/sys/deviceUser/add', { method: 'POST', body: JSON.stringify({ username: 'pad_line3', realname: 'Line 3 pad', deviceType: 'pad' }) });

    // The console: a workplace on the demo warehouse with one "call material" button and its pad.
    await page.goto(`${suite.server.url}/#/system/workplace`);
    await page.getByTestId('wp-add').click();
    await page.getByTestId('wp-code').fill('L3-WP1');
    await page.getByTestId('wp-name').fill('Line 3 assembly');
    await chooseOption(page, page.getByTestId('wp-layout'), 'Warehouse ground floor');
    await page.getByTestId('wp-stations').locator('input').fill('A04S07');
    await page.keyboard.press('Enter');
    await chooseOption(page, page.getByTestId('wp-device'), 'pad_line3');
    await page.getByTestId('wp-button-label').fill('Bolts M8');
    await chooseOption(page, page.getByTestId('wp-button-station'), 'A04S07');
    await page.getByTestId('wp-button-source').fill('A02N03');
    await page.getByTestId('wp-save').click();
    await expect.poll(() => call<Workplace[]>('/agvserver/workplace/list').then((l) => l.length), WAIT).toBe(1);
    const [workplace] = await call<Workplace[]>('/agvserver/workplace/list');
    expect(workplace).toMatchObject({ workplaceCode: 'L3-WP1', deviceUsername: 'pad_line3', stationCodes: ['A04S07'] });
    expect(workplace!.buttons).toMatchObject([{ label: 'Bolts M8', action: 'callMaterial', stationCode: 'A04S07', srcStationCode: 'A02N03' }]);

    // Its pad link, shown once: a device token after '#', never a password.
    await page.getByTestId('wp-pad-link-issue').click();
    await confirm(page);
    const link = (await page.getByTestId('wp-pad-link').innerText()).trim();
    expect(link).toMatch(/#\/agvs\/customized\/Common\/WorkplaceClientMain\/[^/?]+$/);

    // The tablet: a fresh context, never signed in, landscape, in English by its URL.
    const tablet = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR', hasTouch: true });
    const pad = await tablet.newPage();
    await pad.goto(`${link}?lang=en_GB`);
    await pad.getByTestId('workplace-pad').waitFor();
    expect(await pad.locator('h1').innerText()).toBe('Line 3 assembly');
    // The token left the address bar; the tab keeps it for a reload.
    expect(pad.url()).not.toContain(link.split('/').pop()!);
    const button = pad.getByTestId('pad-button');
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(72);

    await setLoads(suite.server.url, token, layout!.value, { A02N03: true, A04S07: false });
    await button.tap();
    await pad.getByTestId('pad-notice').filter({ hasText: '"Bolts M8" called' }).waitFor();
    const card = pad.getByTestId('pad-call').first();
    await expect.poll(() => card.getAttribute('data-stage'), WAIT).toBe('onTheWay');
    expect(await card.locator('.ant-steps-item-process').innerText()).toContain('Vehicle on its way');
    expect(await card.getByTestId('pad-call-vehicle').innerText()).toMatch(/^Vehicle /);

    // Portrait: the same pad stacks, nothing runs off the side, targets stay large.
    await pad.setViewportSize({ width: 800, height: 1280 });
    expect(await pad.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(800);
    const cancel = card.getByTestId('pad-cancel');
    expect((await cancel.boundingBox())!.height).toBeGreaterThanOrEqual(72);
    await cancel.tap();
    await pad.getByTestId('pad-cancel-yes').tap();
    await expect.poll(() => card.getAttribute('data-stage'), WAIT).toBe('closed');
    expect(await card.getByTestId('pad-call-ended').innerText()).toBe('Closed');
    const calls = await call<{ records: { id: string; callOrderStatus: string; externalLineCode: string }[] }>('/agvserver/callOrder/list?pageSize=50');
    expect(calls.records.filter((c) => c.externalLineCode === 'L3-WP1').map((c) => c.callOrderStatus)).toEqual(['Close']);

    // A reload keeps the pad; once the workplace is deleted the pad says it has none.
    await pad.reload();
    await pad.getByTestId('workplace-pad').waitFor();
    await call(`/agvserver/workplace/delete?id=${workplace!.id}`, { method: 'DELETE', body: '{}' });
    await pad.getByTestId('pad-refused').waitFor(WAIT);
    expect(await pad.getByTestId('pad-refused').innerText()).toContain('This pad is not bound to a workplace');

    await tablet.close();
    await context.close();
  });
});
