import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { RECORD_DICTS } from '../../modules/agvRecords/dicts.js';
import { SITE_DICTS } from '../../modules/agvSite/dicts.js';
import { VEHICLE_DICTS } from '../../modules/agvVehicles/dicts.js';
import { TASK_DICTS } from '../../modules/agvTasks/dicts.js';
import { WMS_DICTS } from '../../modules/warehouse/dicts.js';
import { LES_DICTS } from '../../modules/lineside/dicts.js';

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
  // Logs of migration 0008 (login log action, user log action, operation result).
  {
    code: 'login_action',
    name: 'Sign-in event',
    items: [
      ['login', '登录', '登入', 'Signed in', '로그인', 'green'],
      ['loginFailed', '登录失败', '登入失敗', 'Sign-in failed', '로그인 실패', 'red'],
      ['logout', '退出', '登出', 'Signed out', '로그아웃', 'blue'],
    ],
  },
  {
    code: 'user_log_action',
    name: 'Account change',
    items: [
      ['created', '创建', '建立', 'Created', '생성', 'green'],
      ['frozen', '冻结', '凍結', 'Frozen', '동결', 'red'],
      ['unfrozen', '解冻', '解凍', 'Unfrozen', '동결 해제', 'blue'],
      ['passwordReset', '重置密码', '重設密碼', 'Password reset', '비밀번호 재설정', 'orange'],
      ['rolesChanged', '角色变更', '角色變更', 'Roles changed', '역할 변경', 'purple'],
    ],
  },
  {
    code: 'op_result',
    name: 'Operation result',
    items: [
      ['1', '成功', '成功', 'Succeeded', '성공', 'green'],
      ['0', '失败', '失敗', 'Failed', '실패', 'red'],
    ],
  },
  // System pages of migration 0007 (parameters, languages, device users, data/fill rules, data sources).
  {
    code: 'yn',
    name: 'Yes or no',
    items: [
      ['1', '是', '是', 'Yes', '예', 'green'],
      ['0', '否', '否', 'No', '아니요', 'default'],
    ],
  },
  {
    code: 'device_type',
    name: 'Device type',
    items: [
      ['board', '看板', '看板', 'Board', '보드'],
      ['vehicle', '车辆', '車輛', 'Vehicle', '차량'],
      ['terminal', '终端', '終端', 'Terminal', '단말기'],
    ],
  },
  {
    code: 'rule_conditions',
    name: 'Data rule condition',
    items: [
      ['eq', '等于', '等於', 'Equals', '같음'],
      ['ne', '不等于', '不等於', 'Not equal', '같지 않음'],
      ['gt', '大于', '大於', 'Greater than', '초과'],
      ['ge', '大于等于', '大於等於', 'At least', '이상'],
      ['lt', '小于', '小於', 'Less than', '미만'],
      ['le', '小于等于', '小於等於', 'At most', '이하'],
      ['like', '包含', '包含', 'Contains', '포함'],
      ['in', '在列表中', '在清單中', 'In list', '목록에 포함'],
    ],
  },
  {
    code: 'fill_rule_class',
    name: 'Fill rule generator',
    items: [
      ['serialNumber', '流水号', '流水號', 'Serial number', '일련번호'],
      ['orgCode', '部门编码', '部門編碼', 'Department code', '부서 코드'],
    ],
  },
  {
    code: 'db_type',
    name: 'Database type',
    items: [
      ['postgres', 'PostgreSQL', 'PostgreSQL', 'PostgreSQL', 'PostgreSQL'],
      ['sqlite', 'SQLite', 'SQLite', 'SQLite', 'SQLite'],
    ],
  },
  // Announcements, messages and scheduled jobs (migration 0006).
  {
    code: 'msg_category',
    name: 'Notice category',
    items: [
      ['1', '通知公告', '通知公告', 'Announcement', '공지사항'],
      ['2', '系统消息', '系統訊息', 'System message', '시스템 메시지'],
    ],
  },
  {
    code: 'msg_type',
    name: 'Notice receivers',
    items: [
      ['ALL', '全体用户', '全體使用者', 'All users', '전체 사용자'],
      ['USER', '指定用户', '指定使用者', 'Chosen users', '지정 사용자'],
    ],
  },
  {
    code: 'open_type',
    name: 'Notice open type',
    items: [
      ['url', '链接', '連結', 'Web address', '웹 주소'],
      ['component', '页面', '頁面', 'Console page', '콘솔 페이지'],
    ],
  },
  {
    code: 'send_status',
    name: 'Notice status',
    items: [
      ['0', '草稿', '草稿', 'Draft', '초안', 'default'],
      ['1', '已发布', '已發佈', 'Published', '게시됨', 'green'],
      ['2', '已撤销', '已撤銷', 'Revoked', '철회됨', 'red'],
    ],
  },
  {
    code: 'msg_template_type',
    name: 'Message template type',
    items: [
      ['1', '文本', '文字', 'Plain text', '텍스트'],
      ['2', '富文本', '富文字', 'HTML', 'HTML'],
    ],
  },
  {
    code: 'msg_send_status',
    name: 'Message send status',
    items: [
      ['0', '未发送', '未發送', 'Waiting', '대기', 'default'],
      ['1', '发送成功', '發送成功', 'Sent', '발송됨', 'green'],
      ['2', '发送失败', '發送失敗', 'Failed', '실패', 'red'],
    ],
  },
  {
    code: 'job_class',
    name: 'Scheduled job class',
    items: [
      ['clean.expiredSessions', '清理过期会话', '清理過期工作階段', 'Clean expired sessions', '만료된 세션 정리'],
      ['demo.sampleJob', '示例任务（记录参数）', '範例任務（記錄參數）', 'Sample job (logs its parameter)', '예제 작업(매개변수 기록)'],
      ['fleet.statsSnapshot', '车队统计快照', '車隊統計快照', 'Fleet statistics snapshot', '차량 통계 스냅샷'],
    ],
  },
  {
    code: 'job_status',
    name: 'Scheduled job status',
    items: [
      ['0', '运行', '運行', 'Running', '실행 중', 'green'],
      ['-1', '暂停', '暫停', 'Paused', '일시 중지', 'orange'],
    ],
  },
  {
    code: 'job_result',
    name: 'Scheduled job result',
    items: [
      ['running', '执行中', '執行中', 'Running', '실행 중', 'blue'],
      ['ok', '成功', '成功', 'Succeeded', '성공', 'green'],
      ['error', '失败', '失敗', 'Failed', '실패', 'red'],
    ],
  },
  ...SITE_DICTS,
  ...VEHICLE_DICTS,
  ...RECORD_DICTS,
  ...TASK_DICTS,
  ...WMS_DICTS,
  ...LES_DICTS,
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
