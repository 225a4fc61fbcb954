import { i18n } from '.';
import { byLanguage } from './namespaces';

/*
 * The texts of every page beyond the sign-in frame, in every language. Loaded with the first page
 * (lazyPage), so the sign-in page does not download them (issue 12: first-load budget).
 */
const files = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/*/{common,login,layout,settings,errors,pages}.json'], {
  eager: true,
  import: 'default',
});

for (const [language, namespaces] of Object.entries(byLanguage(files))) {
  for (const [namespace, texts] of Object.entries(namespaces)) i18n.addResourceBundle(language, namespace, texts, true, false);
}
