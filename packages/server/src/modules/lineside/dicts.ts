/** value, texts in zh_CN, zh_TW, en_GB, ko_KR, colour. */
type Item = readonly [string, string, string, string, string, string?];

/** Dictionaries of the line-side pages (seeded with the others, db/seed/dicts.ts). */
export const LES_DICTS: readonly { code: string; name: string; items: readonly Item[] }[] = [
  {
    code: 'les_require_status',
    name: 'Require order status',
    items: [
      ['Init', '待下发', '待下發', 'Waiting', '대기', 'blue'],
      ['Delivering', '配送中', '配送中', 'Delivering', '배송 중', 'orange'],
      ['Complete', '已完成', '已完成', 'Complete', '완료', 'green'],
      ['Cancelled', '已取消', '已取消', 'Cancelled', '취소됨', 'red'],
    ],
  },
  {
    code: 'les_delivery_status',
    name: 'Delivery order status',
    items: [
      ['Delivering', '配送中', '配送中', 'Delivering', '배송 중', 'orange'],
      ['Complete', '已完成', '已完成', 'Complete', '완료', 'green'],
      ['Cancelled', '已取消', '已取消', 'Cancelled', '취소됨', 'red'],
    ],
  },
  {
    code: 'les_require_source',
    name: 'Require order source',
    items: [
      ['manual', '手工', '手動', 'Manual', '수동'],
      ['plan', '生产计划', '生產計畫', 'Production plan', '생산 계획'],
      ['pad', '工位终端', '工位終端', 'Workplace pad', '작업장 패드'],
    ],
  },
];
