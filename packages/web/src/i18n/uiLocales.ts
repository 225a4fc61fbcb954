import type { Language } from '@agvs/contract';
import type { Locale } from 'antd/es/locale';
import antdEnGB from 'antd/es/locale/en_GB';
import antdKoKR from 'antd/es/locale/ko_KR';
import antdZhCN from 'antd/es/locale/zh_CN';
import antdZhTW from 'antd/es/locale/zh_TW';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ko';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';

// antd's ESM locale files, not antd/locale/*: those are CommonJS, and a "type": "module" package
// gets Node's interop for them (the default import is the whole exports object), so every antd
// component silently fell back to English.

/**
 * The locale of antd and dayjs for each console language; ProComponents' locale is in proIntl.ts,
 * loaded with the signed-in console only.
 */
export const UI_LOCALES: Record<Language, { antd: Locale; dayjs: string }> = {
  zh_CN: { antd: antdZhCN, dayjs: 'zh-cn' },
  zh_TW: { antd: antdZhTW, dayjs: 'zh-tw' },
  en_GB: { antd: antdEnGB, dayjs: 'en-gb' },
  ko_KR: { antd: antdKoKR, dayjs: 'ko' },
};
