import { LANGUAGES } from '@agvs/contract';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', 'locales');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function load(language: string): Record<string, string[]> {
  return Object.fromEntries(
    readdirSync(join(root, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, keys(JSON.parse(readFileSync(join(root, language, file), 'utf8'))).sort()]),
  );
}

describe('locale files', () => {
  const reference = load('zh_CN');
  it.each(LANGUAGES.filter((language) => language !== 'zh_CN'))('%s has exactly the keys of zh_CN', (language) => {
    expect(load(language)).toEqual(reference);
  });
  it('has no empty texts', () => {
    for (const language of LANGUAGES) {
      for (const file of readdirSync(join(root, language))) {
        const text = readFileSync(join(root, language, file), 'utf8');
        expect(text, `${language}/${file}`).not.toMatch(/:\s*""/);
      }
    }
  });
});
