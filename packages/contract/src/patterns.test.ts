import { describe, expect, it } from 'vitest';
import { Patterns, isComplexPassword } from './patterns.js';
import { hasPermission } from './permissions.js';
import { matchLanguage } from './languages.js';

describe('SPEC §5 patterns', () => {
  it('code starts with a letter and has 2-30 word characters', () => {
    expect(Patterns.code.test('A1')).toBe(true);
    expect(Patterns.code.test('1A')).toBe(false);
    expect(Patterns.code.test('a')).toBe(false);
    expect(Patterns.code.test('a'.repeat(31))).toBe(false);
  });
  it('ip accepts IPv4 only', () => {
    expect(Patterns.ip.test('192.168.1.20')).toBe(true);
    expect(Patterns.ip.test('256.1.1.1')).toBe(false);
  });
  it('password complexity needs a letter, a digit and a special character', () => {
    expect(isComplexPassword('abcdefg1')).toBe(false);
    expect(isComplexPassword('abcdef1!')).toBe(true);
    expect(isComplexPassword('ab1!')).toBe(false);
  });
});

describe('permission rule of SPEC §6', () => {
  const auth = [{ action: 'monitor:task:add', describe: '', type: '1' }];
  it('grants a code the user holds', () => {
    expect(hasPermission('monitor:task:add', auth, [])).toBe(true);
  });
  it('grants a code switched off for everybody (status 0)', () => {
    expect(hasPermission('monitor:agv:edit', [], [{ action: 'monitor:agv:edit', describe: '', type: '1', status: '0' }])).toBe(true);
  });
  it('refuses an enforced code the user lacks, and ignores type 2', () => {
    expect(hasPermission('monitor:agv:edit', [], [{ action: 'monitor:agv:edit', describe: '', type: '1', status: '1' }])).toBe(false);
    expect(hasPermission('x', [{ action: 'x', describe: '', type: '2' }], [])).toBe(false);
  });
});

describe('language matching', () => {
  it('maps Accept-Language tags to our four languages', () => {
    expect(matchLanguage('en-US,en;q=0.9')).toBe('en_GB');
    expect(matchLanguage('zh-HK')).toBe('zh_TW');
    expect(matchLanguage('zh')).toBe('zh_CN');
    expect(matchLanguage('ko_KR')).toBe('ko_KR');
    expect(matchLanguage('fr-FR')).toBeUndefined();
  });
});
