import type { DictItem, MenuMeta, MenuRoute } from './auth.js';
import type { MapStationWithVehicle } from './fleet.js';
import type { AgvInfoCard } from './live.js';
import type { NoticeListByUser, UserAnnouncement } from './notices.js';
import type { PermissionEntry } from '../permissions.js';

/**
 * The field names SPEC §2, §3 and §7 give the answers of the calls, as the SPEC spells them.
 * `satisfies` makes the type checker refuse a name the contract's type lacks; the contract's zod
 * schemas (licence, reports, static calls) and the server's answers are checked against this
 * table by tests (contract `specFields.test.ts`, server `spec-shapes.test.ts`).
 */
export const SPEC_FIELDS = {
  /** §2 "Session start": menu routes. */
  menuRoute: ['path', 'name', 'component', 'redirect', 'hidden', 'alwaysShow', 'route', 'meta'] as const satisfies readonly (keyof MenuRoute)[],
  menuMeta: ['title', 'icon', 'url', 'permissionList', 'keepAlive', 'internalOrExternal'] as const satisfies readonly (keyof MenuMeta)[],
  /** §3 "Permission entry". */
  permissionEntry: ['action', 'type', 'status'] as const satisfies readonly (keyof PermissionEntry)[],
  /** §3 "AGV info card": agvVo. */
  agvVo: [
    'id', 'agvUid', 'agvCode', 'agvName', 'modelId', 'modelName', 'groupId', 'groupName', 'brandId', 'isLock', 'isConnected', 'rotation', 'convertRate',
    'isReversalX', 'isReversalY', 'offsetX', 'offsetY', 'agvSetLink', 'currentDirection', 'currentRotation', 'agvSpeed', 'agvImage', 'agvImageSize',
  ] as const satisfies readonly (keyof AgvInfoCard['agvVo'])[],
  /** §3 "Station on map". */
  stationOnMap: [
    'rfid', 'stationCode', 'stationId', 'zoneStationId', 'graphId', 'mapX', 'mapY', 'width', 'type', 'isOccupied', 'stationContainerType', 'externalInfo',
    'isOccupiedStation', 'agvName', 'stationColor',
  ] as const satisfies readonly (keyof MapStationWithVehicle)[],
  /** §3 dictionaries: itemText, itemValue. */
  dictItem: ['itemText', 'itemValue'] as const satisfies readonly (keyof DictItem)[],
  /** §3 "Announcement" and its notification response. */
  announcement: ['id', 'titile', 'sender', 'sendTime', 'createTime', 'priority', 'msgContent', 'openType', 'openPage', 'busId', 'msgId'] as const satisfies readonly (keyof UserAnnouncement)[],
  notification: ['anntMsgList', 'anntMsgTotal', 'sysMsgList', 'sysMsgTotal'] as const satisfies readonly (keyof NoticeListByUser)[],
  /** §3 "Licence" (GET /license/common/getLicenseInfo). */
  licence: [
    'customerCode', 'customerName', 'notBefore', 'notAfter', 'timeRemainingStr', 'timeWarning', 'agvNumber', 'equipmentNumbers', 'isValidAgvNumber',
    'isValidEquipmentNumbers', 'isAgvNumbersCheck', 'isEquipmentNumbersCheck', 'agvWarning', 'info', 'setAgvRemainingNumber',
  ] as const,
  /** §7 "Report data": getData answers total and records. */
  reportData: ['total', 'records'] as const,
  /** §3 "User (list)" (GET /api/user rows). */
  userList: ['id', 'username', 'realname', 'phone', 'birthday'] as const,
} as const;
