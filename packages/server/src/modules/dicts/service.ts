import type { Kysely } from 'kysely';
import type { DictItem, Language } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { dictItems, type DictItemRecord } from './repository.js';

const toItem = ({ value, text, title, color }: DictItemRecord): DictItem => ({ value, text, title, color });

/** Items of one dictionary; an unknown code has no items (the console treats it like an empty one). */
export async function itemsOf(db: Kysely<Database>, language: Language, code: string): Promise<DictItem[]> {
  return (await dictItems(db, language, code)).map(toItem);
}

export async function allDictItems(db: Kysely<Database>, language: Language): Promise<Record<string, DictItem[]>> {
  const all: Record<string, DictItem[]> = {};
  for (const record of await dictItems(db, language)) (all[record.dictCode] ??= []).push(toItem(record));
  return all;
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
