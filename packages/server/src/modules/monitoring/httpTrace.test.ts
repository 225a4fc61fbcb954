import { describe, expect, it } from 'vitest';
import { HttpTrace, maskUrl } from './httpTrace.js';

describe('maskUrl', () => {
  it('hides the values of token, password and captcha parameters and keeps the others', () => {
    expect(maskUrl('/agvs/sys/x?token=abc&pageNo=2&password=Secret1!&captcha=ab12')).toBe('/agvs/sys/x?token=***&pageNo=2&password=***&captcha=***');
  });
  it('leaves a path without query as it is', () => {
    expect(maskUrl('/agvs/sys/user/list')).toBe('/agvs/sys/user/list');
  });
});

describe('HttpTrace', () => {
  it('keeps only the newest entries, newest first', () => {
    const trace = new HttpTrace(3);
    for (let i = 1; i <= 5; i++) trace.add({ time: i, method: 'GET', path: `/p${i}`, status: 200, durationMs: 1, username: null });
    expect(trace.recent().map((e) => e.path)).toEqual(['/p5', '/p4', '/p3']);
  });
});
