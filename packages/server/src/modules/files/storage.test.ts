import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDisposition, displayName, resolveInside } from './storage.js';

const root = join('/srv', 'agvs', 'files');

describe('resolveInside', () => {
  it('resolves a plain relative path under the root', () => {
    expect(resolveInside(root, 'default/a.txt')).toBe(join(root, 'default', 'a.txt'));
  });
  it.each(['../secrets.json', 'default/../../agvs.db', '/etc/passwd', 'a\0b', '', '.', 'default/..'])('refuses %j', (path) => {
    expect(resolveInside(root, path)).toBeNull();
  });
});

describe('names', () => {
  it('keeps only the last part of an uploaded name', () => {
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('C:\\Users\\x\\报告.pdf')).toBe('报告.pdf');
  });
  it('sends the original name in Content-Disposition, UTF-8 encoded', () => {
    expect(contentDisposition('报告 1.pdf')).toBe(`attachment; filename="__ 1.pdf"; filename*=UTF-8''${encodeURIComponent('报告 1.pdf')}`);
  });
});
