import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SITE_RESOURCES } from '@agvs/contract';

const localeOf = (lang: string) => JSON.parse(readFileSync(join(__dirname, '../../../locales', lang, 'agvSite.json'), 'utf8')) as Record<string, Record<string, string>>;

describe('site pages', () => {
  it('label every field of their manifests in each language', () => {
    for (const lang of LANGUAGES) {
      const texts = localeOf(lang);
      for (const manifest of SITE_RESOURCES) {
        for (const field of manifest.fields) {
          const [ns, path] = field.label.split(':') as [string, string];
          const [entity, key] = path.split('.') as [string, string];
          expect(ns).toBe('agvSite');
          expect(texts[entity]?.[key], `${lang} ${field.label}`).toBeTruthy();
          expect(texts[entity]?.['title'], `${lang} ${entity}.title`).toBeTruthy();
        }
      }
    }
  });
});
