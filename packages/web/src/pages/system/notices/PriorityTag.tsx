import { Tag } from 'antd';
import { dictItem, useDict } from '../../../session/useDict';

/** SPEC §2: L general, M important, H urgent, with the priority dictionary's texts and colours. */
export function PriorityTag({ priority }: { readonly priority: string }) {
  const item = dictItem(useDict('priority'), priority);
  return <Tag color={item?.color ?? undefined}>{item?.text ?? priority}</Tag>;
}
