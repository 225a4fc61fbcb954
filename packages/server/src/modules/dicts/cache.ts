import type { Kysely } from 'kysely';
import type { DictItem, Language } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { dictItems } from './repository.js';

type ByCode = Readonly<Record<string, readonly DictItem[]>>;

export interface DictCacheStats {
  /** Items held, over every loaded language. */
  readonly size: number;
  readonly hits: number;
  readonly misses: number;
}

/**
 * Every enabled item of one language, loaded on the first read of that language and kept until
 * a dictionary changes. Dictionary reads are the console's hottest administration call
 * (every list page resolves its codes), while edits are rare.
 */
export class DictCache {
  private readonly byLanguage = new Map<Language, Promise<ByCode>>();
  private hits = 0;
  private misses = 0;
  private size = 0;
  /** Bumped by every invalidation so a load that began before it is not kept. */
  private generation = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async items(language: Language): Promise<ByCode> {
    const cached = this.byLanguage.get(language);
    if (cached) {
      this.hits++;
      return cached;
    }
    this.misses++;
    const generation = this.generation;
    const loading = this.load(language, generation);
    this.byLanguage.set(language, loading);
    loading.catch(() => this.byLanguage.delete(language));
    return loading;
  }

  invalidate(): void {
    this.generation++;
    this.byLanguage.clear();
    this.size = 0;
  }

  stats(): DictCacheStats {
    return { size: this.size, hits: this.hits, misses: this.misses };
  }

  private async load(language: Language, generation: number): Promise<ByCode> {
    const all: Record<string, DictItem[]> = {};
    const records = await dictItems(this.db, language);
    for (const { dictCode, ...item } of records) (all[dictCode] ??= []).push(item);
    if (generation === this.generation) this.size += records.length;
    return all;
  }
}

/** One cache per database handle: every server (and every test harness) has its own. */
const caches = new WeakMap<Kysely<Database>, DictCache>();

export function dictCacheOf(db: Kysely<Database>): DictCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new DictCache(db)));
  return cache;
}
