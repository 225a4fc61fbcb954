import { describe, expect, it } from 'vitest';
import { nextOpenKeys } from './openKeys';

describe('nextOpenKeys', () => {
  it('closes the other top-level submenu when one opens', () => {
    expect(nextOpenKeys(['/dashboard'], ['/dashboard', '/system'])).toEqual(['/system']);
  });
  it('keeps ancestors open when a nested submenu opens', () => {
    expect(nextOpenKeys(['/system'], ['/system', '/system/org'])).toEqual(['/system', '/system/org']);
  });
  it('lets a submenu close', () => {
    expect(nextOpenKeys(['/system'], [])).toEqual([]);
  });
});
