import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, matchLanguage, type Language } from '@agvs/contract';

const STORAGE_KEY = 'agvs.language';

/**
 * The first of the browser's preferred languages that AGVS has ("en-US" -> en_GB, "zh-HK" -> zh_TW),
 * zh_CN when none is (SPEC §1 default and fallback).
 */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

let fromBrowser = false;

/** The language this browser last used; until one is chosen, the browser's own preference. */
export function storedLanguage(): Language {
  const value = localStorage.getItem(STORAGE_KEY);
  if (isLanguage(value)) return value;
  fromBrowser = true;
  return browserLanguage(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

/** Nobody chose a language in this browser yet: the console shows the browser's preference. */
export function languageCameFromBrowser(): boolean {
  return fromBrowser;
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
}

/** The Accept-Language tag of a language (zh-CN, zh-TW, en-GB, ko-KR). */
export function languageTag(language: string): string {
  return isLanguage(language) ? LANGUAGE_TAGS[language] : LANGUAGE_TAGS[DEFAULT_LANGUAGE];
}

let chosenBeforeSignIn = false;

/** The user picked a language on the sign-in page; signing in then keeps it instead of the stored one. */
export function markChosenBeforeSignIn(): void {
  chosenBeforeSignIn = true;
}

export function wasChosenBeforeSignIn(): boolean {
  return chosenBeforeSignIn;
}
