// Runs the server from its TypeScript sources in a child process, without a build:
//   node --conditions=source --import <this file> packages/server/src/server.ts
// Workspace packages resolve to their sources through the `source` condition; these hooks map
// the sources' `./x.js` imports to `./x.ts` and strip the types with vite's oxc transform (the
// same one Vitest uses), so a test runs exactly the code in the working tree.
import { readFile } from 'node:fs/promises';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';

// On the main thread this file only registers itself; Node runs the hooks below on their own thread.
if (isMainThread) register(import.meta.url);

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (err) {
    const fromSource = context.parentURL?.endsWith('.ts') && specifier.startsWith('.') && specifier.endsWith('.js');
    if (!fromSource) throw err;
    return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
  }
}

let transform;

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  transform ??= (await import('vite')).transformWithOxc;
  const file = fileURLToPath(url);
  const { code } = await transform(await readFile(file, 'utf8'), file, { lang: 'ts' });
  return { format: 'module', source: code, shortCircuit: true };
}
