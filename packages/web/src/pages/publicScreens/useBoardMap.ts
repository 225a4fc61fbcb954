import { BOARD_TOKEN_HEADER, KanbanCalls } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { TokenRefused, tokenCall } from '../../api/tokenCall';
import { buildMapModel, hasMapData, type MapModel } from '../monitor/logic/mapModel';

export interface BoardMapData {
  readonly layoutId: string | null;
  readonly model: MapModel | null;
  readonly loading: boolean;
  /** The server's reason when it refused the map (a board page that draws no map). */
  readonly refused: string | null;
}

export const boardMapKey = (token: string) => ['board-map', token] as const;

/**
 * The static map of a board's layout, read once with the board token and turned into the monitor's
 * drawable model (the same model, so the same drawing); read again when the layout is published.
 */
export function useBoardMap(token: string, languageTag: string): BoardMapData {
  const query = useQuery({
    queryKey: boardMapKey(token),
    staleTime: Infinity,
    // A wall screen has nobody to press reload: network failures are retried, a refused token is not.
    retry: (failures, error) => !(error instanceof TokenRefused) && failures < 8,
    queryFn: async () => {
      const map = await tokenCall(KanbanCalls.boardMap, { header: BOARD_TOKEN_HEADER, token }, languageTag);
      const members = new Map(map.members.map((m) => [m.zoneId, m.stationCodes]));
      const model = map.graph && hasMapData(map.graph) ? buildMapModel(map.graph, map.zones, members, map.blocked) : null;
      return { layoutId: map.layoutId, model };
    },
  });
  const refused = query.error instanceof TokenRefused ? query.error.message : null;
  return { layoutId: query.data?.layoutId ?? null, model: query.data?.model ?? null, loading: query.isLoading, refused };
}
