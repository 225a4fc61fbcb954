import { STATION_SEARCH_DEBOUNCE_MS, type StationVo } from '@agvs/contract';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../../api/request';
import { ordersApi } from '../api';

export interface StationSearchProps {
  readonly layoutId: string | null;
  readonly value?: string | null;
  readonly onChange?: (code: string | undefined) => void;
  readonly disabled?: boolean;
  readonly testId?: string;
}

/**
 * A station picked by code (SPEC §5): the layout's stations whose code contains the typed text,
 * asked for only when the text is not blank and 300 ms after the last key.
 */
export function StationSearch({ layoutId, value, onChange, disabled, testId }: StationSearchProps) {
  const { t } = useTranslation('monitorOrders');
  const [options, setOptions] = useState<readonly StationVo[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = (text: string) => {
    window.clearTimeout(timer.current);
    const code = text.trim();
    if (!code || !layoutId) return;
    timer.current = window.setTimeout(() => {
      const ticket = ++latest.current;
      setSearching(true);
      ordersApi
        .stations(layoutId, code)
        .then((found) => ticket === latest.current && setOptions(found))
        .catch((error: unknown) => showFailure(error, t('stationSearchFailed')))
        .finally(() => ticket === latest.current && setSearching(false));
    }, STATION_SEARCH_DEBOUNCE_MS);
  };

  return (
    <Select
      showSearch
      allowClear
      value={value ?? undefined}
      onChange={(code?: string) => onChange?.(code)}
      onSearch={search}
      filterOption={false}
      loading={searching}
      disabled={disabled}
      placeholder={t('stationPlaceholder')}
      notFoundContent={null}
      data-testid={testId}
      options={options.map((s) => ({ value: s.stationCode, label: s.stationName ? `${s.stationCode} (${s.stationName})` : s.stationCode }))}
    />
  );
}
