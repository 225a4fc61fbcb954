import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { ADMIN_PASSWORD, assertBuilt, call, createOrders, startBenchServer, type BenchServer } from './map-server.js';
import { quantile } from './measure.js';

/*
 * Map monitor rendering: frames per second and p95 frame time of the built console in headless
 * chromium (software rendering, no GPU), on the demo site and on generated warehouses, in 2D and
 * 3D, while the server's runtime drives every vehicle through transport orders.
 */

interface Site {
  readonly name: string;
  /** null: the demo site's warehouse. */
  readonly generate: { readonly stations: number; readonly vehicles: number } | null;
}

const SITES: readonly Site[] = [
  { name: '(a) demo site', generate: null },
  { name: '(b) 2,000 stations / 100 vehicles', generate: { stations: 2000, vehicles: 100 } },
  { name: '(c) 10,000 stations / 1,000 vehicles', generate: { stations: 10_000, vehicles: 1000 } },
];

const quick = process.argv.includes('--quick');
/** `--2d`: only the 2D map, for work on it (the 3D scene loads slowly on large sites). */
const only2d = process.argv.includes('--2d');
/** `--site=c` (or `--site=a,c`): only those sites, by their letter, for a short run on one case. */
const siteArg = process.argv.find((arg) => arg.startsWith('--site='))?.slice('--site='.length);
const chosenSites = siteArg ? SITES.filter((site) => siteArg.split(',').some((letter) => site.name.startsWith(`(${letter.trim()})`))) : SITES;
const MEASURE_MS = quick ? 4000 : 10_000;
const SETTLE_MS = quick ? 2000 : 5000;
/** A vehicle on the map: an SVG vehicle, or the large-fleet canvas once it drew some. */
const VEHICLES_DRAWN = '[data-testid="monitor-svg"] [data-agv], [data-testid="monitor-vehicle-canvas"][data-drawn]:not([data-drawn="0"])';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Frames {
  readonly fps: number;
  readonly p95: number;
  readonly frames: number;
  /** Share of the measured time the page's main thread spent in tasks, and in script, layout and style within them, %. */
  readonly busy: number;
  readonly script: number;
  readonly layout: number;
  readonly style: number;
}

type MainThreadMetric = 'TaskDuration' | 'ScriptDuration' | 'LayoutDuration' | 'RecalcStyleDuration';

/** Main-thread time so far (seconds each), from the DevTools protocol's Performance domain. */
async function mainThread(cdp: CDPSession): Promise<Record<MainThreadMetric, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { TaskDuration: value('TaskDuration'), ScriptDuration: value('ScriptDuration'), LayoutDuration: value('LayoutDuration'), RecalcStyleDuration: value('RecalcStyleDuration') };
}

/** Frame intervals measured in the page with requestAnimationFrame over `ms`, and where the main thread's time went. */
async function measure(page: Page, cdp: CDPSession, ms: number): Promise<Frames> {
  const before = await mainThread(cdp);
  const deltas = (await page.evaluate(`new Promise((resolve) => {
    const deltas = [];
    const start = performance.now();
    let last = start;
    const frame = (now) => {
      deltas.push(now - last);
      last = now;
      if (now - start < ${ms}) requestAnimationFrame(frame);
      else resolve(deltas);
    };
    requestAnimationFrame((now) => { last = now; requestAnimationFrame(frame); });
  })`)) as number[];
  const after = await mainThread(cdp);
  const total = deltas.reduce((a, b) => a + b, 0);
  const share = (key: MainThreadMetric) => ((after[key] - before[key]) * 1000 * 100) / total;
  return {
    fps: (deltas.length * 1000) / total,
    p95: quantile(deltas, 0.95),
    frames: deltas.length,
    busy: share('TaskDuration'),
    script: share('ScriptDuration'),
    layout: share('LayoutDuration'),
    style: share('RecalcStyleDuration'),
  };
}

/**
 * Drags the 3D view slowly round while `busy` runs: the 3D canvas draws only when something moved,
 * so the figures are those of an operator turning the view (every frame drawn), not of pauses
 * between vehicle moves.
 */
async function orbitWhile<T>(page: Page, busy: Promise<T>): Promise<T> {
  const box = (await page.locator('[data-testid="monitor-3d"] canvas').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  let done = false;
  const result = busy.finally(() => (done = true));
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 0; !done; i++) {
    await page.mouse.move(cx + 150 * Math.sin(i / 15), cy + 20 * Math.cos(i / 15));
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
  return result;
}

async function signIn(page: Page, server: BenchServer): Promise<string> {
  let token: string | undefined;
  page.on('request', (request) => {
    token = request.headers()['x-access-token'] ?? token;
  });
  await page.goto(`${server.url}/#/user/login`);
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/#\/dashboard\/analysis/, { timeout: 60_000 });
  for (let i = 0; !token && i < 50; i++) await page.waitForTimeout(100);
  if (!token) throw new Error('no token after sign-in');
  return token;
}

interface Row {
  readonly site: string;
  readonly stations: number;
  readonly vehicles: number;
  readonly orders: number;
  readonly mode: '2D' | '3D';
  readonly frames: Frames | null;
  readonly note?: string;
}

async function runSite(browser: Browser, site: Site): Promise<Row[]> {
  const server = await startBenchServer(site.generate);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const token = await signIn(page, server);
    const layoutId = server.generatedLayoutId ?? (await call<{ value: string }[]>(server, token, '/agvserver/common/selectList/map_layout'))[0]!.value;
    const graph = await call<{ stationList: unknown[] }>(server, token, '/agvserver/layoutGraph/getGraphData', { method: 'POST', body: JSON.stringify({ layoutId }) });
    const cards = await call<unknown[]>(server, token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${encodeURIComponent(layoutId)}`);
    const orders = await createOrders(server, token, layoutId, cards.length);
    const base = { site: site.name, stations: graph.stationList.length, vehicles: cards.length, orders };

    await page.goto(`${server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(layoutId)}`);
    await page.getByTestId('monitor-svg').waitFor({ timeout: 120_000 });
    await page.locator(VEHICLES_DRAWN).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const rows: Row[] = [{ ...base, mode: '2D', frames: await measure(page, cdp, MEASURE_MS) }];
    if (only2d) return rows;

    await page.getByTestId('toolbar-2d3d').getByText('3D', { exact: true }).click();
    try {
      await page.locator('[data-testid="monitor-3d"] canvas').waitFor({ timeout: 120_000 });
      await page.waitForTimeout(SETTLE_MS);
      const frames = await orbitWhile(page, measure(page, cdp, MEASURE_MS));
      const ratio = await page.locator('[data-testid="monitor-3d"] canvas').getAttribute('data-pixel-ratio');
      rows.push({ ...base, mode: '3D', frames, note: `pixel ratio ${ratio}` });
    } catch (err) {
      rows.push({ ...base, mode: '3D', frames: null, note: (err as Error).message.split('\n')[0] });
    }
    return rows;
  } finally {
    await context.close();
    await server.stop();
  }
}

function print(rows: readonly Row[]): void {
  console.log('\nsite                                   stations vehicles orders mode     fps  p95 ms  frames  main-thread busy% (script/layout/style)');
  for (const r of rows) {
    const f = r.frames;
    const pct = (n: number) => n.toFixed(0);
    const figures = f
      ? `${f.fps.toFixed(1).padStart(7)} ${f.p95.toFixed(1).padStart(7)} ${String(f.frames).padStart(7)}  ${pct(f.busy).padStart(4)} (${pct(f.script)}/${pct(f.layout)}/${pct(f.style)})`
      : `  failed: ${r.note ?? ''}`;
    const note = f && r.note ? `  ${r.note}` : '';
    console.log(
      `${r.site.padEnd(38)} ${String(r.stations).padStart(8)} ${String(r.vehicles).padStart(8)} ${String(r.orders).padStart(6)} ${r.mode.padEnd(4)} ${figures}${note}`,
    );
  }
}

assertBuilt();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
const rows: Row[] = [];
try {
  // The same measure on an empty page: what this machine's load leaves for any page.
  const blank = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const idle = await blank.newPage();
  const idleCdp = await blank.newCDPSession(idle);
  await idleCdp.send('Performance.enable');
  const reference = await measure(idle, idleCdp, MEASURE_MS);
  await blank.close();
  console.log(`empty page: ${reference.fps.toFixed(1)} fps, p95 ${reference.p95.toFixed(1)} ms (reference for this machine's load)`);
  for (const site of chosenSites) {
    const started = Date.now();
    const result = await runSite(browser, site);
    rows.push(...result);
    print(result);
    console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
} finally {
  await browser.close();
}
print(rows);
