import type { TableDictCode } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueryParams } from '../../../../api/url';
import { ordersApi } from '../api';

export interface TableDictSelectProps {
  readonly code: TableDictCode;
  /** Filters of the dictionary (mapId, layoutId, stationCode); nothing is asked until `ready`. */
  readonly filter: QueryParams;
  readonly ready?: boolean;
  readonly value?: string | null;
  readonly onChange?: (value: string | undefined) => void;
  readonly disabled?: boolean;
  readonly testId?: string;
}

/** A choice among a table dictionary's items (SPEC §7 /agvserver/common/selectList/{dictCode}). */
export function TableDictSelect({ code, filter, ready = true, value, onChange, disabled, testId }: TableDictSelectProps) {
  const { t } = useTranslation('monitorOrders');
  const items = useQuery({
    queryKey: ['monitor', 'tableDict', code, filter],
    queryFn: () => ordersApi.tableDict(code, filter),
    enabled: ready,
    staleTime: 30_000,
  });
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      value={value ?? undefined}
      onChange={(next?: string) => onChange?.(next)}
      disabled={disabled}
      loading={items.isFetching}
      placeholder={t('choose')}
      data-testid={testId}
      options={(items.data ?? []).map((item) => ({ value: item.value, label: item.text }))}
    />
  );
}
