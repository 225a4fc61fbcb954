import { DEFAULT_LANGUAGE, type Language } from '@agvs/contract';
import enGB from '../locales/en_GB.json' with { type: 'json' };
import koKR from '../locales/ko_KR.json' with { type: 'json' };
import zhCN from '../locales/zh_CN.json' with { type: 'json' };
import zhTW from '../locales/zh_TW.json' with { type: 'json' };

/** Keys of the server's messages; zh_CN is the reference and every language has the same set. */
export type MessageKey = keyof typeof zhCN;
export type MessageParams = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

const CATALOGUES: Record<Language, Readonly<Record<string, string>>> = {
  zh_CN: zhCN,
  zh_TW: zhTW,
  en_GB: enGB,
  ko_KR: koKR,
};

export function hasMessage(key: string): key is MessageKey {
  return Object.hasOwn(zhCN, key);
}

/** The message in `language` (zh_CN when missing there) with `{name}` placeholders filled. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const template = CATALOGUES[language][key] ?? CATALOGUES[DEFAULT_LANGUAGE][key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

