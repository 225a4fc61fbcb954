import type { Language } from '@agvs/contract';
import { enGBIntl, koKRIntl, zhCNIntl, zhTWIntl } from '@ant-design/pro-components';

/** ProComponents' locale for each console language. */
export const PRO_INTL: Record<Language, typeof zhCNIntl> = {
  zh_CN: zhCNIntl,
  zh_TW: zhTWIntl,
  en_GB: enGBIntl,
  ko_KR: koKRIntl,
};
