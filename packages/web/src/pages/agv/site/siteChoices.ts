import { CommonCalls } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call';

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/**
 * Maps, layouts and zones to choose from in the site forms, from the table dictionaries every
 * signed-in user may read (SPEC §7 selectList / selecCascadertList), so a page needs no other
 * page's permission to name its parent rows.
 */
export function useSiteChoices(): { maps: Choice[]; layouts: Choice[]; zones: Choice[] } {
  const tree = useQuery({
    queryKey: ['agvSite', 'mapLayouts'],
    queryFn: () => callApi(CommonCalls.selecCascadertList, { params: { code: 'map_layout' } }),
    staleTime: 10_000,
  });
  const zones = useQuery({
    queryKey: ['agvSite', 'zones'],
    queryFn: () => callApi(CommonCalls.selectList, { params: { dictCode: 'zoneQuery' }, query: {} }),
    staleTime: 10_000,
  });
  const maps = (tree.data ?? []).map((m) => ({ value: m.value, label: m.label }));
  const layouts = (tree.data ?? []).flatMap((m) => (m.children ?? []).map((l) => ({ value: l.value, label: `${m.label} / ${l.label}` })));
  return { maps, layouts, zones: (zones.data ?? []).map((z) => ({ value: z.value, label: z.text })) };
}
