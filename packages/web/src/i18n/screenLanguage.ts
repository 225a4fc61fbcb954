import { isLanguage, matchLanguage, type Language } from '@agvs/contract';
import { useEffect } from 'react';
import { i18n } from './index';
import { browserLanguage, languageTag } from './language';

/**
 * The language of a shop-floor screen (board, pad, store client): `lang` of the URL (zh_CN or
 * zh-CN alike), else the browser's, since a wall screen or tablet has nobody to pick one.
 */
export function screenLanguage(param: string | null): Language {
  if (isLanguage(param)) return param;
  return matchLanguage(param) ?? browserLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** Shows a shop-floor screen in the URL's language and answers its BCP 47 tag (for the server and dates). */
export function useScreenLanguage(param: string | null): string {
  const language = screenLanguage(param);
  useEffect(() => {
    // Not stored: the console's own language choice in this browser stays as it was.
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
  return languageTag(language);
}
