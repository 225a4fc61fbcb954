/** Interface languages (SPEC §1). zh_CN is the default and the fallback. */
export const LANGUAGES = ['zh_CN', 'zh_TW', 'en_GB', 'ko_KR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh_CN';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag of each language, as sent in Accept-Language and used by Intl. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  zh_CN: 'zh-CN',
  zh_TW: 'zh-TW',
  en_GB: 'en-GB',
  ko_KR: 'ko-KR',
};

/**
 * Picks our language from an Accept-Language header or a loose code ("en", "zh-HK", "ko_KR").
 * Traditional-script Chinese regions map to zh_TW, other Chinese to zh_CN.
 */
export function matchLanguage(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().replace('_', '-').toLowerCase();
    if (!tag) continue;
    if (tag.startsWith('zh')) {
      return /-(tw|hk|mo|hant)/.test(tag) ? 'zh_TW' : 'zh_CN';
    }
    if (tag.startsWith('en')) return 'en_GB';
    if (tag.startsWith('ko')) return 'ko_KR';
  }
  return undefined;
}
