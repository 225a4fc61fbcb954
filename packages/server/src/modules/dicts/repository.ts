import type { Kysely } from 'kysely';
import type { DictItem, Language } from '@agvs/contract';
import type { Database } from '../../db/schema.js';

const TEXT_COLUMN = {
  zh_CN: 'dict_items.text_zh_cn',
  zh_TW: 'dict_items.text_zh_tw',
  en_GB: 'dict_items.text_en_gb',
  ko_KR: 'dict_items.text_ko_kr',
} as const satisfies Record<Language, string>;

export interface DictItemRecord extends DictItem {
  readonly dictCode: string;
}

/** Enabled items of every dictionary in `language`, in display order. */
export async function dictItems(db: Kysely<Database>, language: Language): Promise<DictItemRecord[]> {
  const rows = await db
    .selectFrom('dict_items')
    .innerJoin('dicts', 'dicts.id', 'dict_items.dict_id')
    .select([
      'dicts.dict_code as dictCode',
      'dict_items.item_value as value',
      `${TEXT_COLUMN[language]} as text`,
      'dict_items.color as color',
    ])
    .where('dict_items.status', '=', 1)
    .orderBy('dicts.dict_code')
    .orderBy('dict_items.sort_no')
    .execute();
  return rows.map((r) => ({ dictCode: r.dictCode, value: r.value, text: r.text, title: r.text, itemValue: r.value, itemText: r.text, color: r.color }));
}
