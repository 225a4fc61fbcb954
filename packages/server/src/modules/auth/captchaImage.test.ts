import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

/** The SVG of a fresh captcha image, as the login page receives it. */
async function captchaSvg(key: string): Promise<string> {
  const response = await h.app.inject({ method: 'GET', url: `/agvs/sys/randomImage/${key}` });
  expect(response.statusCode).toBe(200);
  const dataUrl = (response.json() as { result: string }).result;
  return Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
}

describe('captcha image', () => {
  it('draws every letter whole inside the image (no feet cut off at the bottom)', async () => {
    for (let i = 0; i < 40; i++) {
      const svg = await captchaSvg(`shape${i}`);
      const [, width, height] = /viewBox="0,0,(\d+),(\d+)"/.exec(svg)!.map(Number) as [number, number, number];
      // Letters are filled paths; noise lines are stroked with fill="none".
      const letters = [...svg.matchAll(/<path fill="(?!none)[^"]*" d="([^"]+)"/g)];
      expect(letters).toHaveLength(4);
      for (const [, d] of letters) {
        const numbers = d!.match(/-?\d+(?:\.\d+)?/g)!.map(Number);
        for (let k = 0; k < numbers.length; k += 2) {
          expect(numbers[k]).toBeGreaterThanOrEqual(0);
          expect(numbers[k]).toBeLessThanOrEqual(width);
          expect(numbers[k + 1]).toBeGreaterThanOrEqual(0);
          expect(numbers[k + 1]).toBeLessThanOrEqual(height);
        }
      }
    }
  });
});
