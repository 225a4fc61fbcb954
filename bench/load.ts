import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Request } from 'playwright-core';
import { ADMIN_PASSWORD, assertBuilt, startBenchServer } from './map-server.js';

/*
 * First load of the built console in headless chromium: the bytes the browser really receives
 * (response bodies as sent, compressed when the server compresses) before the sign-in form shows,
 * then what signing in adds until the dashboard shows. Each script and style sheet is also
 * gzip-compressed here, so figures compare across servers that compress differently.
 */

/** Issue 12: what loads before sign-in, at most this much JavaScript, gzip-compressed. */
const SIGN_IN_JS_BUDGET_KB = 400;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KB = 1024;

type Kind = 'js' | 'css' | 'other';

interface Transfer {
  readonly url: string;
  readonly kind: Kind;
  /** Response body as received, before the browser decodes it. */
  readonly wire: number;
  /** The decoded body, gzip-compressed here (default level, as most servers do). */
  readonly gzip: number;
  readonly encoding: string;
}

function kindOf(request: Request, contentType: string): Kind {
  if (request.resourceType() === 'script' || contentType.includes('javascript')) return 'js';
  if (request.resourceType() === 'stylesheet' || contentType.includes('text/css')) return 'css';
  return 'other';
}

/** Every response the page receives from now on, finished or not; `settle` waits for them all. */
function recordTransfers(page: Page): { readonly transfers: Transfer[]; settle(): Promise<void> } {
  const transfers: Transfer[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const headers = await response.allHeaders();
        const sizes = await request.sizes();
        const body = await response.body().catch(() => Buffer.alloc(0));
        transfers.push({
          url: request.url(),
          kind: kindOf(request, headers['content-type'] ?? ''),
          wire: sizes.responseBodySize,
          gzip: gzipSync(body).length,
          encoding: headers['content-encoding'] ?? 'identity',
        });
      })(),
    );
  });
  return {
    transfers,
    async settle() {
      await Promise.all(pending);
    },
  };
}

interface Totals {
  readonly js: { wire: number; gzip: number; files: number };
  readonly css: { wire: number; gzip: number; files: number };
  readonly wire: number;
  readonly encodings: string;
}

function total(transfers: readonly Transfer[]): Totals {
  const sum = (kind: Kind) => {
    const of = transfers.filter((t) => t.kind === kind);
    return { wire: of.reduce((a, t) => a + t.wire, 0), gzip: of.reduce((a, t) => a + t.gzip, 0), files: of.length };
  };
  const encodings = [...new Set(transfers.filter((t) => t.kind !== 'other').map((t) => t.encoding))].sort().join(', ');
  return { js: sum('js'), css: sum('css'), wire: transfers.reduce((a, t) => a + t.wire, 0), encodings };
}

function print(stage: string, t: Totals): void {
  const kb = (n: number) => (n / KB).toFixed(1).padStart(8);
  console.log(
    `${stage.padEnd(34)} ${kb(t.js.wire)} ${kb(t.js.gzip)} ${String(t.js.files).padStart(5)}   ${kb(t.css.wire)} ${kb(t.css.gzip)}   ${kb(t.wire)}   ${t.encodings}`,
  );
}

/** Each script and style sheet of a stage, largest first. */
function printFiles(stage: string, transfers: readonly Transfer[]): void {
  console.log(`\n${stage}: gzip KB, wire KB, encoding, file`);
  for (const t of transfers.filter((t) => t.kind !== 'other').sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${(t.gzip / KB).toFixed(1).padStart(8)} ${(t.wire / KB).toFixed(1).padStart(8)} ${t.encoding.padEnd(8)} ${new URL(t.url).pathname}`);
  }
}

/** Waits until the page fetched nothing for a while: late chunks count too. */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
}

assertBuilt();
const server = await startBenchServer(null);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
let overBudget = false;
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const recorder = recordTransfers(page);
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));

  await page.goto(`${server.url}/#/user/login`);
  await page.getByTestId('login-username').waitFor({ timeout: 60_000 });
  await quiet(page);
  await recorder.settle();
  const beforeSignIn = recorder.transfers.splice(0);

  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/#\/dashboard\/analysis/, { timeout: 60_000 });
  await page.getByTestId('dashboard-clock').waitFor({ timeout: 60_000 });
  await quiet(page);
  await recorder.settle();
  const signingIn = recorder.transfers.splice(0);
  await context.close();

  console.log('KB received by the browser (wire) and the same files gzip-compressed (gzip)');
  console.log(`${'stage'.padEnd(34)} ${'JS wire'.padStart(8)} ${'JS gzip'.padStart(8)} files   ${'CSS wire'.padStart(8)} ${'CSS gzip'.padStart(8)}   ${'all wire'.padStart(8)}   encodings`);
  const first = total(beforeSignIn);
  print('sign-in page shown', first);
  print('signing in, until the dashboard', total(signingIn));
  print('sign-in page + dashboard', total([...beforeSignIn, ...signingIn]));
  const jsKb = first.js.gzip / KB;
  overBudget = jsKb > SIGN_IN_JS_BUDGET_KB;
  console.log(`\nJS before sign-in: ${jsKb.toFixed(1)} KB gzip, budget ${SIGN_IN_JS_BUDGET_KB} KB: ${overBudget ? 'OVER' : 'within'}`);
  if (process.argv.includes('--files')) {
    printFiles('sign-in page shown', beforeSignIn);
    printFiles('signing in, until the dashboard', signingIn);
  }
} finally {
  await browser.close();
  await server.stop();
}
if (overBudget) process.exitCode = 1;
