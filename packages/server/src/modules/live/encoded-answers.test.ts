import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { EncodedAnswers } from './encoded-answers.js';

/*
 * What a poll gets while the answer it asks for is being rebuilt: a large one (1,000 vehicle
 * cards) the last one built, at once; a small one always the fresh one.
 */

const app = Fastify();
afterAll(() => app.close());

let version = 'v1';
const builds: { readonly version: string; resolve: () => void }[] = [];
const answers = new EncodedAnswers(null);
/** Each build waits until the test lets it finish; `size` entries of about 100 bytes. */
let size = 5_000;
app.get<{ Querystring: { key: string } }>('/answer', (request, reply) =>
  answers.send(request, reply, request.query.key, version, () => {
    const built = version;
    return new Promise((resolve) => builds.push({ version: built, resolve: () => resolve({ version: built, rows: Array.from({ length: size }, (_, i) => ({ i, text: 'x'.repeat(90) })) }) }));
  }),
);

const ask = async (key = 'large') => (JSON.parse((await app.inject({ method: 'GET', url: `/answer?key=${key}` })).body) as { result: { version: string } }).result.version;
const finishBuilds = async () => {
  for (let i = 0; i < 50 && builds.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
  for (const b of builds.splice(0)) b.resolve();
};

describe('EncodedAnswers', () => {
  it('serves a large answer being rebuilt from the last one built, and builds one at a time', async () => {
    const first = ask();
    await finishBuilds();
    expect(await first).toBe('v1');
    // Past the reuse window the fleet has changed: one poll starts the rebuild, every poll meanwhile gets v1 at once.
    await new Promise((r) => setTimeout(r, 1_100));
    version = 'v2';
    expect(await ask()).toBe('v1');
    version = 'v3';
    expect(await Promise.all([ask(), ask()])).toEqual(['v1', 'v1']);
    expect(builds.map((b) => b.version)).toEqual(['v2']);
    await finishBuilds();
    expect(await ask()).toBe('v2');
  });

  it('always answers a small answer fresh', async () => {
    size = 3;
    version = 's1';
    const first = ask('small');
    await finishBuilds();
    expect(await first).toBe('s1');
    version = 's2';
    const second = ask('small');
    await finishBuilds();
    expect(await second).toBe('s2');
  });
});
