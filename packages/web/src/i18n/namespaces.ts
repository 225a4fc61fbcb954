/** Locale files keyed by their path (`../locales/<language>/<namespace>.json`) as i18next resources. */
export function byLanguage(files: Readonly<Record<string, Record<string, unknown>>>): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    (resources[language] ??= {})[namespace] = content;
  }
  return resources;
}
