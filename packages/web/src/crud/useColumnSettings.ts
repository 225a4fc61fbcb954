import { useState } from 'react';
import { useLocation } from 'react-router';
import { loadColumnSettings, saveColumnSettings, type ColumnState } from './columnSettings';

/** ProTable's columnsState of one table, kept per route for 10 days (SPEC §2 generic list pages). */
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
