import { describe, expect, it } from 'vitest';
import { browserLanguage } from './language';

describe('the sign-in page language before one is chosen', () => {
  it('is the first browser language AGVS has', () => {
    expect(browserLanguage(['en-US', 'zh-CN'])).toBe('en_GB');
    expect(browserLanguage(['de-DE', 'ko', 'en'])).toBe('ko_KR');
    expect(browserLanguage(['zh-HK'])).toBe('zh_TW');
    expect(browserLanguage(['zh-Hant-TW', 'en'])).toBe('zh_TW');
    expect(browserLanguage(['zh'])).toBe('zh_CN');
  });

  it('falls back to simplified Chinese when the browser names none of ours', () => {
    expect(browserLanguage(['fr-FR', 'de'])).toBe('zh_CN');
    expect(browserLanguage([])).toBe('zh_CN');
  });
});
