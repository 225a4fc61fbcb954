import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@agvs/contract';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage, storeLanguage } from './language';
import { byLanguage } from './namespaces';
import { UI_LOCALES } from './uiLocales';

/**
 * Namespaces are the file names under locales/<language>/. Only those of the sign-in page and the
 * shell's frame load with the console; the pages' own arrive with the first page (pageTexts.ts).
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/{common,login,layout,settings,errors,pages}.json', { eager: true, import: 'default' });

const initial = storedLanguage();
dayjs.locale(UI_LOCALES[initial].dayjs);

void i18n.use(initReactI18next).init({
  resources: byLanguage(files),
  lng: initial,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: ['common', 'login', 'layout', 'settings', 'errors', 'pages'],
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches the console language here and now (the server is told separately, see LanguageSelect). */
export function changeLanguage(language: Language): void {
  storeLanguage(language);
  dayjs.locale(UI_LOCALES[language].dayjs);
  void i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
