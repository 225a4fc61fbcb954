/** value, texts in zh_CN, zh_TW, en_GB, ko_KR. */
type Item = readonly [string, string, string, string, string, string?];

/** Dictionaries of the warehouse pages (seeded with the others, db/seed/dicts.ts). */
export const WMS_DICTS: readonly { code: string; name: string; items: readonly Item[] }[] = [
  {
    code: 'wms_warehouse_type',
    name: 'Warehouse type',
    items: [
      ['raw', '原材料库', '原物料倉', 'Raw material', '원자재 창고'],
      ['finished', '成品库', '成品倉', 'Finished goods', '완제품 창고'],
      ['lineSide', '线边超市', '線邊超市', 'Line-side supermarket', '라인사이드 슈퍼마켓'],
    ],
  },
  {
    code: 'wms_container_state',
    name: 'Container state',
    items: [
      ['empty', '空', '空', 'Empty', '빈 용기'],
      ['full', '满', '滿', 'Full', '적재', 'green'],
      ['blocked', '冻结', '凍結', 'Blocked', '차단', 'red'],
    ],
  },
  {
    code: 'wms_quality_state',
    name: 'Quality state',
    items: [
      ['released', '合格', '合格', 'Released', '합격', 'green'],
      ['quarantine', '待检', '待檢', 'Quarantine', '검사 대기', 'orange'],
      ['blocked', '冻结', '凍結', 'Blocked', '차단', 'red'],
    ],
  },
  {
    code: 'wms_tx_type',
    name: 'Warehouse transaction type',
    items: [
      ['inbound', '入库', '入庫', 'Inbound', '입고', 'green'],
      ['outbound', '出库', '出庫', 'Outbound', '출고', 'blue'],
      ['transfer', '移库', '移庫', 'Transfer', '이동', 'purple'],
      ['moveByVehicle', '车辆搬运', '車輛搬運', 'Moved by vehicle', '차량 운반', 'cyan'],
      ['adjust', '盘点调整', '盤點調整', 'Adjustment', '재고 조정', 'orange'],
    ],
  },
];
