import type { Language } from '@agvs/contract';
import { enGBIntl, koKRIntl, zhCNIntl, zhTWIntl } from '@ant-design/pro-components';
import type { Locale } from 'antd/es/locale';
import antdEnGB from 'antd/es/locale/en_GB';
import antdKoKR from 'antd/es/locale/ko_KR';
import antdZhCN from 'antd/es/locale/zh_CN';
import antdZhTW from 'antd/es/locale/zh_TW';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ko';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';

type ProIntl = typeof zhCNIntl;

// antd's ESM locale files, not antd/locale/*: those are CommonJS, and a "type": "module" package
// gets Node's interop for them (the default import is the whole exports object), so every antd
// component silently fell back to English.

/** The locale of each UI library for each console language. */
export const UI_LOCALES: Record<Language, { antd: Locale; proIntl: ProIntl; dayjs: string }> = {
  zh_CN: { antd: antdZhCN, proIntl: zhCNIntl, dayjs: 'zh-cn' },
  zh_TW: { antd: antdZhTW, proIntl: zhTWIntl, dayjs: 'zh-tw' },
  en_GB: { antd: antdEnGB, proIntl: enGBIntl, dayjs: 'en-gb' },
  ko_KR: { antd: antdKoKR, proIntl: koKRIntl, dayjs: 'ko' },
};
