/** value, texts in zh_CN, zh_TW, en_GB, ko_KR, colour. */
type Item = readonly [string, string, string, string, string, string];

/** The task page's state dictionary (seeded with the others, db/seed/dicts.ts); values are the contract's TASK_STATES. */
export const TASK_DICTS: readonly { code: string; name: string; items: readonly Item[] }[] = [
  {
    code: 'agv_task_state',
    name: 'Task state',
    items: [
      ['Open', '进行中', '進行中', 'Open', '진행 중', 'blue'],
      ['Complete', '已完成', '已完成', 'Complete', '완료', 'green'],
      ['Closed', '已关闭', '已關閉', 'Closed', '종료됨', 'default'],
    ],
  },
];
