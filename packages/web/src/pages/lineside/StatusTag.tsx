import { Tag } from 'antd';
import { dictItem, useDict } from '../../session/useDict';

/** A state as its dictionary names and colours it; nothing for an empty value. */
export function StatusTag({ dict, value }: { readonly dict: string; readonly value: unknown }) {
  const item = dictItem(useDict(dict), value);
  if (value === null || value === undefined || value === '') return null;
  return <Tag color={item?.color ?? undefined}>{item?.itemText ?? String(value)}</Tag>;
}
