import type { Kysely } from 'kysely';
import type { DictItem, Language } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { dictCacheOf } from './cache.js';

/** Items of one dictionary; an unknown code has no items (the console treats it like an empty one). */
export async function itemsOf(db: Kysely<Database>, language: Language, code: string): Promise<DictItem[]> {
  const items = (await dictCacheOf(db).items(language))[code] ?? [];
  return items.map((item) => ({ ...item }));
}

export async function allDictItems(db: Kysely<Database>, language: Language): Promise<Record<string, DictItem[]>> {
  const cached = await dictCacheOf(db).items(language);
  return Object.fromEntries(Object.entries(cached).map(([code, items]) => [code, items.map((item) => ({ ...item }))]));
}

/** Texts of the given values, in the order asked; a value without an item stands for itself. */
export async function textsOf(db: Kysely<Database>, language: Language, code: string, values: readonly string[]): Promise<string[]> {
  const items = await itemsOf(db, language, code);
  return values.map((value) => items.find((item) => item.value === value)?.text ?? value);
}

/** Items whose text or value contains the keyword, ignoring case; all items for an empty keyword. */
export async function search(db: Kysely<Database>, language: Language, code: string, keyword: string): Promise<DictItem[]> {
  const needle = keyword.trim().toLowerCase();
  const items = await itemsOf(db, language, code);
  return needle ? items.filter((i) => i.text.toLowerCase().includes(needle) || i.value.toLowerCase().includes(needle)) : items;
}
