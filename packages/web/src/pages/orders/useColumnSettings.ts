import { useState } from 'react';
import { useLocation } from 'react-router';
import { loadColumnSettings, saveColumnSettings, type ColumnState } from '../../crud/columnSettings';

/** ProTable's columnsState kept per route and table for 10 days, as the generic list pages keep it. */
export function useColumnSettings(table: string) {
  const { pathname } = useLocation();
  const key = `${pathname}:${table}`;
  const [value, setValue] = useState<ColumnState | undefined>(() => loadColumnSettings(localStorage, key));
  return {
    value,
    onChange: (next: Record<string, unknown>) => {
      setValue(next as ColumnState);
      saveColumnSettings(localStorage, key, next as ColumnState);
    },
  };
}
