import { listedFields, type DictItem, type ResourceField, type ResourceManifest } from '@agvs/contract';
import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../session/sessionStore';
import { dictItem } from '../session/useDict';
import type { ResourceRow } from './resourceApi';

const valueEnum = (items: readonly DictItem[]) => Object.fromEntries(items.map((i) => [i.value, { text: i.text }]));

/** Values to pick from with their labels (a field naming another row by id). */
export type FieldChoices = Readonly<Record<string, readonly { readonly value: string; readonly label: string }[]>>;

/**
 * Table columns and search inputs of a manifest: labels, dictionary texts, sorting, filterable
 * fields only. A field with `choices` is searched by picking a row by name, not by typing its id.
 */
export function useFieldColumns(manifest: ResourceManifest, hidden: readonly string[] = [], choices: FieldChoices = {}): ProColumns<ResourceRow>[] {
  const { t } = useTranslation();
  const dicts = useSessionStore((state) => state.session?.dicts) ?? {};
  const column = (field: ResourceField): ProColumns<ResourceRow> => {
    const items = field.dict ? dicts[field.dict] ?? [] : [];
    const base: ProColumns<ResourceRow> = {
      title: t(field.label),
      dataIndex: field.name,
      key: field.name,
      search: field.filterable ? undefined : false,
      sorter: Boolean(field.sortable),
      hideInTable: Boolean(field.hideInTable) || hidden.includes(field.name),
      defaultSortOrder: manifest.defaultSort.field === field.name ? (manifest.defaultSort.order === 'asc' ? 'ascend' : 'descend') : undefined,
    };
    const picks = choices[field.name];
    if (picks) {
      return {
        ...base,
        valueType: 'select',
        valueEnum: Object.fromEntries(picks.map((p) => [p.value, { text: p.label }])),
        fieldProps: { showSearch: true, optionFilterProp: 'label' },
      };
    }
    if (field.type === 'dict') {
      return {
        ...base,
        valueType: 'select',
        valueEnum: valueEnum(items),
        render: (_, row) => {
          const item = dictItem(items, row[field.name]);
          return item?.color ? <Tag color={item.color}>{item.text}</Tag> : item?.text ?? String(row[field.name] ?? '-');
        },
      };
    }
    if (field.type === 'datetime') {
      return {
        ...base,
        // Searched as a range (listParams.timeRange); the search value stays the picked dates.
        valueType: 'dateTimeRange',
        search: field.filterable ? { transform: (value: unknown) => ({ [field.name]: value }) } : false,
        render: (_, row) => (typeof row[field.name] === 'number' ? dayjs(row[field.name] as number).format('YYYY-MM-DD HH:mm:ss') : '-'),
      };
    }
    return base;
  };
  return listedFields(manifest).map(column);
}
