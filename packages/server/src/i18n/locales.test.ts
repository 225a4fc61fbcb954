import { describe, expect, it } from 'vitest';
import { LANGUAGES, Perm } from '@agvs/contract';
import { MENU } from '../db/seed/menu.js';
import enGB from '../locales/en_GB.json' with { type: 'json' };
import koKR from '../locales/ko_KR.json' with { type: 'json' };
import zhCN from '../locales/zh_CN.json' with { type: 'json' };
import zhTW from '../locales/zh_TW.json' with { type: 'json' };
import { hasMessage, translate } from './messages.js';

const catalogues: Record<string, Record<string, string>> = { zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB, ko_KR: koKR };

describe('server messages', () => {
  it('has the same keys, none empty, in every language', () => {
    const reference = Object.keys(zhCN).sort();
    for (const language of LANGUAGES) {
      const catalogue = catalogues[language]!;
      expect(Object.keys(catalogue).sort(), language).toEqual(reference);
      expect(Object.entries(catalogue).filter(([, text]) => !text.trim()), language).toEqual([]);
    }
  });

  it('titles every permission code and every seeded menu entry', () => {
    expect(Object.values(Perm).filter((code) => !hasMessage(`perm.${code}`))).toEqual([]);
    expect(MENU.filter((m) => !hasMessage(m.title)).map((m) => m.id)).toEqual([]);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en_GB', 'auth.locked', { minutes: 10 })).toBe('Too many failed sign-ins; the account is locked, try again in 10 minutes');
    expect(translate('zh_CN', 'error.tenantForbidden')).toBe('您不属于租户 {tenantId}');
  });
});
