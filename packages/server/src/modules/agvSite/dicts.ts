/**
 * Dictionaries of the site pages' choices (seeded with the others, db/seed/dicts.ts): value,
 * texts in zh_CN, zh_TW, en_GB, ko_KR, colour. Values are the contract's (STATION_TYPES...).
 */
export const SITE_DICTS = [
  {
    code: 'station_type',
    name: 'Station type',
    items: [
      ['Public', '公共站点', '公共站點', 'Public', '공용'],
      ['Working', '工作站点', '工作站點', 'Working', '작업'],
      ['Block', '禁行站点', '禁行站點', 'Blocked', '통행 금지'],
      ['Charging', '充电站点', '充電站點', 'Charging', '충전'],
    ],
  },
  {
    code: 'segment_type',
    name: 'Segment type',
    items: [
      ['straight', '直线', '直線', 'Straight', '직선'],
      ['Bezier', '贝塞尔曲线', '貝茲曲線', 'Bezier curve', '베지어 곡선'],
    ],
  },
  {
    code: 'segment_direction',
    name: 'Segment direction',
    items: [
      ['forward', '单向（车头向前）', '單向（車頭向前）', 'One way, nose first', '단방향(전진)'],
      ['reverse', '单向（车尾向前）', '單向（車尾向前）', 'One way, tail first', '단방향(후진)'],
      ['both', '双向（返程车尾向前）', '雙向（返程車尾向前）', 'Both ways, back tail first', '양방향(복귀 시 후진)'],
      ['double-forward', '双向车头向前', '雙向車頭向前', 'Both ways, nose first', '양방향(전진)'],
      ['double-backward', '双向车尾向前', '雙向車尾向前', 'Both ways, tail first', '양방향(후진)'],
    ],
  },
  {
    code: 'zone_type',
    name: 'Zone type',
    items: [
      ['Public', '公共区域', '公共區域', 'Public', '공용'],
      ['Working', '工作区域', '工作區域', 'Working', '작업'],
      ['Block', '禁行区域', '禁行區域', 'Blocked', '통행 금지'],
      ['Charging', '充电区域', '充電區域', 'Charging', '충전'],
      ['Parking', '停车区域', '停車區域', 'Parking', '주차'],
    ],
  },
  {
    code: 'zone_relation_type',
    name: 'Zone relationship',
    items: [
      ['Exclusive', '互斥', '互斥', 'Mutually exclusive', '상호 배타'],
      ['Feeds', '供料', '供料', 'Supplies', '공급'],
    ],
  },
] as const;
