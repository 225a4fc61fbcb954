/**
 * Dictionaries of the vehicle-side pages (seeded with the others, db/seed/dicts.ts): value,
 * texts in zh_CN, zh_TW, en_GB, ko_KR, colour. Values are the contract's (ERROR_LEVELS, ERROR_CATEGORIES).
 */
export const VEHICLE_DICTS = [
  {
    code: 'agv_error_level',
    name: 'AGV error level',
    items: [
      ['Notice', '提示', '提示', 'Notice', '알림', 'default'],
      ['Warning', '警告', '警告', 'Warning', '경고', 'gold'],
      ['Error', '错误', '錯誤', 'Error', '오류', 'red'],
      ['Fatal', '严重', '嚴重', 'Fatal', '치명적', 'magenta'],
    ],
  },
  {
    code: 'agv_error_category',
    name: 'AGV error category',
    items: [
      ['AgvError', '车辆异常', '車輛異常', 'Vehicle error', '차량 오류'],
      ['SystemError', '系统异常', '系統異常', 'System error', '시스템 오류'],
    ],
  },
] as const;
