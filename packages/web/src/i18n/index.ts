import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@agvs/contract';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage, storeLanguage } from './language';
import { UI_LOCALES } from './uiLocales';

/** Namespaces are the file names under locales/<language>/. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

function resources(): Record<string, Record<string, Record<string, unknown>>> {
  const byLanguage: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    (byLanguage[language] ??= {})[namespace] = content;
  }
  return byLanguage;
}

const initial = storedLanguage();
dayjs.locale(UI_LOCALES[initial].dayjs);

void i18n.use(initReactI18next).init({
  resources: resources(),
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
