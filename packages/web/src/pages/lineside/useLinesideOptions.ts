import { LinesideCalls, type LinesideOptions } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call';

const EMPTY: LinesideOptions = { workplaces: [], partNumbers: [], boms: [], lines: [], lineZones: [], layouts: [], groups: [] };

/** Rows the line-side forms choose from ("code - name"); refreshed when a page opens. */
export function useLinesideOptions(): LinesideOptions {
  const options = useQuery({ queryKey: ['lineside-options'], queryFn: () => callApi(LinesideCalls.options, {}), staleTime: 5_000 });
  return options.data ?? EMPTY;
}

/** Which list a field naming another row by id picks from. */
export const CHOICE_OF: Readonly<Record<string, keyof LinesideOptions>> = {
  workplaceId: 'workplaces',
  partNumberId: 'partNumbers',
  bomId: 'boms',
  lineId: 'lines',
  lineZoneId: 'lineZones',
  layoutId: 'layouts',
  groupId: 'groups',
};
