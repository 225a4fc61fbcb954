import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, type Language } from '@agvs/contract';

const STORAGE_KEY = 'agvs.language';

/** The language this browser last used; zh_CN until one is chosen (SPEC §9 default). */
export function storedLanguage(): Language {
  const value = localStorage.getItem(STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
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
