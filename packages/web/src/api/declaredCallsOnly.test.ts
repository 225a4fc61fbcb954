import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The console reaches the server only through declared calls (contract `calls/`): `callApi`,
 * `downloadCall`, `uploadCall` and the monitor's quiet polls. No page writes an API path or talks
 * to the network by hand, so every answer it reads is typed and checked by its declaration.
 */

const src = resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sources(src).map((path) => ({ path: relative(src, path).replaceAll('\\', '/'), text: readFileSync(path, 'utf8') }));

/** The modules that turn a declaration into a network request. */
const NETWORK = new Set(['api/request.ts', 'api/files.ts', 'api/call.ts', 'api/tokenCall.ts', 'pages/monitor/vehicles/quietFetch.ts']);

describe('the console calls the server through declared calls only', () => {
  it('writes no API path outside the contract', () => {
    const apiPath = /['"`]\/(agvserver|sys|license|online|cas|customserver|api|system\/mlang)\//;
    expect(files.filter((f) => apiPath.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('sends requests only from the modules that serve declarations', () => {
    expect(files.filter((f) => !NETWORK.has(f.path) && /\bfetch\(/.test(f.text)).map((f) => f.path)).toEqual([]);
    const byPath = /import\s*\{[^}]*\b(request|downloadFile|uploadFile)\b[^}]*\}\s*from\s*'[./]*(api\/)?(request|files)'/;
    expect(files.filter((f) => !NETWORK.has(f.path) && byPath.test(f.text)).map((f) => f.path)).toEqual([]);
  });
});
