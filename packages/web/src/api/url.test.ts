import { describe, expect, it } from 'vitest';
import { buildUrl, dropEmpty } from './url';

describe('buildUrl', () => {
  it('prefixes the base path and drops null and undefined parameters', () => {
    expect(buildUrl('/sys/user/list', { pageNo: 1, username: null, realname: undefined, x: '' })).toBe(
      '/agvs/sys/user/list?pageNo=1&x=',
    );
  });
  it('adds _t when a timestamp is given', () => {
    expect(buildUrl('sys/health', undefined, { timestamp: 42 })).toBe('/agvs/sys/health?_t=42');
  });
  it('joins list parameters with commas and encodes values', () => {
    expect(buildUrl('/sys/dict/loadDictItem/sex', { key: ['1', '2'], q: 'a b&c' })).toBe(
      '/agvs/sys/dict/loadDictItem/sex?key=1%2C2&q=a+b%26c',
    );
  });
});

describe('dropEmpty', () => {
  it('keeps falsy values that are not null or undefined', () => {
    expect(dropEmpty({ a: 0, b: '', c: null, d: undefined, e: false })).toEqual({ a: 0, b: '', e: false });
  });

  it('sends a list of rows as a list', () => {
    expect(dropEmpty([{ id: 'a' }, { id: 'b' }])).toEqual([{ id: 'a' }, { id: 'b' }]);
  });
});
