import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** value, texts in zh_CN, zh_TW, en_GB, ko_KR, colour. */
type ItemSeed = readonly [string, string, string, string, string, string?];

interface DictSeed {
  readonly code: string;
  readonly name: string;
  readonly items: readonly ItemSeed[];
}

/** The plain dictionaries of SPEC §7 and a few every system page needs. */
const DICTS: readonly DictSeed[] = [
  {
    code: 'taskType',
    name: 'Task type',
    items: [
      ['Material', '物料任务', '物料任務', 'Material', '자재 작업'],
      ['EmptyContainer', '空容器任务', '空容器任務', 'Empty container', '빈 용기 작업'],
      ['Charge', '充电任务', '充電任務', 'Charge', '충전 작업'],
      ['Park', '停车任务', '停車任務', 'Park', '주차 작업'],
    ],
  },
  {
    code: 'stationContainerTrans',
    name: 'Container transfer at station',
    items: [
      ['0', '否', '否', 'No', '아니요'],
      ['1', '是', '是', 'Yes', '예'],
    ],
  },
  {
    code: 'valid_status',
    name: 'Valid status',
    items: [
      ['1', '有效', '有效', 'Valid', '유효'],
      ['0', '无效', '無效', 'Invalid', '무효'],
    ],
  },
  {
    code: 'sex',
    name: 'Sex',
    items: [
      ['1', '男', '男', 'Male', '남성'],
      ['2', '女', '女', 'Female', '여성'],
    ],
  },
  {
    code: 'user_status',
    name: 'User status',
    items: [
      ['normal', '正常', '正常', 'Normal', '정상', 'green'],
      ['frozen', '冻结', '凍結', 'Frozen', '동결', 'red'],
    ],
  },
  {
    code: 'priority',
    name: 'Priority',
    items: [
      ['L', '一般', '一般', 'General', '일반', 'blue'],
      ['M', '重要', '重要', 'Important', '중요', 'orange'],
      ['H', '紧急', '緊急', 'Urgent', '긴급', 'red'],
    ],
  },
];

/** Adds missing dictionaries and items; texts an administrator changed stay as they are. */
export async function seedDicts(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .insertInto('dicts')
    .values(DICTS.map((d) => ({ id: `dict-${d.code}`, dict_code: d.code, dict_name: d.name, created_at: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const ids = await db.selectFrom('dicts').select(['id', 'dict_code']).execute();
  for (const dict of DICTS) {
    const dictId = ids.find((row) => row.dict_code === dict.code)!.id;
    await db
      .insertInto('dict_items')
      .values(
        dict.items.map(([value, zhCN, zhTW, enGB, koKR, color], i) => ({
          id: `${dictId}-${value}`,
          dict_id: dictId,
          item_value: value,
          text_zh_cn: zhCN,
          text_zh_tw: zhTW,
          text_en_gb: enGB,
          text_ko_kr: koKR,
          color: color ?? null,
          sort_no: i + 1,
          status: 1,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
