import { LANGUAGES, PLAN_STATUSES, PLAN_WARNING_KINDS, SAMPLING_STATUSES } from '@agvs/contract';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Texts = Record<string, Record<string, string>>;
const textsOf = (language: string): Texts => JSON.parse(readFileSync(fileURLToPath(new URL(`../../locales/${language}/planning.json`, import.meta.url)), 'utf8')) as Texts;

/** The figures each warning's reason is told with (modules/planning/warnings.ts). */
const PARAMS: Record<(typeof PLAN_WARNING_KINDS)[number], readonly string[]> = {
  noDetails: [],
  noRouting: ['part', 'workplace'],
  noStock: ['part', 'workplace'],
  lateRequire: ['part', 'workplace', 'count'],
  endUnreachable: ['lateMinutes'],
};

describe('planning texts', () => {
  it.each(LANGUAGES)('%s names every plan status, sampling status and warning reason with its figures', (language) => {
    const texts = textsOf(language);
    for (const s of PLAN_STATUSES) expect(texts['status']?.[s], s).toBeTruthy();
    for (const s of SAMPLING_STATUSES) expect(texts['samplingStatus']?.[s], s).toBeTruthy();
    for (const kind of PLAN_WARNING_KINDS) {
      const reason = texts['reason']?.[kind];
      expect(reason, kind).toBeTruthy();
      expect([...reason!.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort(), kind).toEqual([...PARAMS[kind]].sort());
    }
  });
});
