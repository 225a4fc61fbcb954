import type { ResourceManifest } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resourceApi } from '../../../crud/resourceApi';

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/**
 * Rows of another vehicle-side entity to choose from in a form (a model's brand, a group's
 * class), "code - name". Without that entity's list permission the choice is simply empty.
 */
export function useRowChoices(manifest: ResourceManifest, code: string, name: string, enabled = true): Choice[] {
  const api = useMemo(() => resourceApi(manifest), [manifest]);
  const rows = useQuery({
    queryKey: ['agvVehicles', manifest.key, 'choices'],
    queryFn: async () => (await api.list({ pageNo: 1, pageSize: 200, field: `${code},${name}` }).catch(() => ({ records: [] }))).records,
    staleTime: 10_000,
    enabled,
  });
  return (rows.data ?? []).map((r) => ({ value: r.id, label: `${String(r[code] ?? '')} - ${String(r[name] ?? '')}` }));
}
