/** value, texts in zh_CN, zh_TW, en_GB, ko_KR. */
type Item = readonly [string, string, string, string, string];

/** Dictionaries of the AGV record pages (seeded with the others, db/seed/dicts.ts). */
export const RECORD_DICTS: readonly { code: string; name: string; items: readonly Item[] }[] = [
  {
    code: 'vehicle_log_type',
    name: 'Vehicle log type',
    items: [
      ['Mission', '任务', '任務', 'Mission', '임무'],
      ['Load', '装卸', '裝卸', 'Load', '적재'],
      ['Charge', '充电', '充電', 'Charging', '충전'],
      ['Error', '故障', '故障', 'Error', '오류'],
      ['Route', '路径', '路徑', 'Route', '경로'],
      ['Deadlock', '死锁', '死鎖', 'Deadlock', '교착'],
    ],
  },
  {
    code: 'station_action_type',
    name: 'Station action type',
    items: [
      ['Pick', '取货', '取貨', 'Pick up', '픽업'],
      ['Drop', '放货', '放貨', 'Drop off', '하역'],
      ['Charge', '充电', '充電', 'Charge', '충전'],
      ['Park', '停车', '停車', 'Park', '주차'],
      ['Custom', '自定义', '自訂', 'Custom', '사용자 정의'],
    ],
  },
  {
    code: 'action_step_type',
    name: 'Action step type',
    items: [
      ['Move', '移动', '移動', 'Move', '이동'],
      ['Lift', '升降', '升降', 'Lift', '리프트'],
      ['Check', '检查', '檢查', 'Check', '점검'],
      ['Charge', '充电', '充電', 'Charge', '충전'],
      ['Wait', '等待', '等待', 'Wait', '대기'],
      ['Signal', '信号交互', '訊號交握', 'Signal', '신호 교환'],
    ],
  },
  {
    code: 'period_type',
    name: 'Period type',
    items: [
      ['Shift', '班次', '班次', 'Shift', '근무조'],
      ['Break', '休息', '休息', 'Break', '휴식'],
      ['OffPeak', '低峰', '離峰', 'Off-peak', '비수기 시간'],
      ['Other', '其他', '其他', 'Other', '기타'],
    ],
  },
  {
    code: 'task_lock_type',
    name: 'Task lock type',
    items: [
      ['Station', '站点', '站點', 'Station', '스테이션'],
      ['Agv', '车辆', '車輛', 'Vehicle', '차량'],
    ],
  },
  {
    code: 'adapter_protocol',
    name: 'Adapter protocol',
    items: [
      ['SIMULATION', '仿真', '模擬', 'Simulation', '시뮬레이션'],
      ['VDA5050', 'VDA 5050', 'VDA 5050', 'VDA 5050', 'VDA 5050'],
    ],
  },
  {
    code: 'detail_is_send',
    name: 'Order stop done',
    items: [
      ['1', '已完成', '已完成', 'Done', '완료'],
      ['0', '未完成', '未完成', 'Pending', '대기'],
    ],
  },
  {
    code: 'module_type',
    name: 'Server module type',
    items: [
      ['Database', '数据库', '資料庫', 'Database', '데이터베이스'],
      ['HttpApi', 'HTTP 接口', 'HTTP 介面', 'HTTP API', 'HTTP API'],
      ['JobScheduler', '定时任务调度', '排程工作調度', 'Job scheduler', '작업 스케줄러'],
      ['FleetRuntime', '车队调度', '車隊調度', 'Fleet runtime', '차량 운영'],
    ],
  },
  {
    code: 'module_status',
    name: 'Server module status',
    items: [
      ['UP', '运行中', '運行中', 'Up', '정상'],
      ['HALTED', '已暂停', '已暫停', 'Halted', '중단됨'],
      ['DOWN', '已停止', '已停止', 'Down', '정지됨'],
    ],
  },
  {
    code: 'module_status_item',
    name: 'Server module measure',
    items: [
      ['dialect', '数据库类型', '資料庫類型', 'Database type', '데이터베이스 종류'],
      ['latency', '响应时间', '回應時間', 'Response time', '응답 시간'],
      ['routes', '接口数量', '介面數量', 'Routes', '경로 수'],
      ['vehicles', '车辆数', '車輛數', 'Vehicles', '차량 수'],
      ['connected', '在线车辆', '連線車輛', 'Connected', '연결된 차량'],
      ['inError', '故障车辆', '故障車輛', 'In error', '오류 차량'],
      ['charging', '充电中车辆', '充電中車輛', 'Charging', '충전 중 차량'],
    ],
  },
];
