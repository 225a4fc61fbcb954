import { describe, expect, it } from 'vitest';
import { bodySummary, SUMMARY_CHARS } from './bodySummary.js';

describe('interface log body summary', () => {
  it('masks secrets at any depth and keeps the rest', () => {
    const text = bodySummary({ agvId: 'A1', password: 'p', nested: { accessToken: 't', keep: 1 } })!;
    expect(JSON.parse(text)).toEqual({ agvId: 'A1', password: '***', nested: { accessToken: '***', keep: 1 } });
  });

  it('is short and empty for no body', () => {
    expect(bodySummary({ memo: 'x'.repeat(5000) })!.length).toBe(SUMMARY_CHARS);
    expect(bodySummary(undefined)).toBeNull();
  });
});
