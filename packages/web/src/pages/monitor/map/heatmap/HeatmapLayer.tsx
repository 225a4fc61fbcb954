import { DashboardCalls } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../api/call';
import type { MapModel } from '../../logic/mapModel';
import { HEAT_SHOWN_FROM_MS, heatColour, heatLevel, heatOpacity } from './heatScale';

/** The window the layer shows, minutes back from now. */
export const HEATMAP_MINUTES = 10;
/** Radius of a station's heat spot, map units. */
const SPOT = 14;

/**
 * The traffic heatmap (issue 15): where vehicles waited in traffic over the last HEATMAP_MINUTES,
 * coloured by how long (heatScale.ts), from GET /agvserver/monitor/trafficHeatmap every ten
 * seconds. Drawn under the vehicles, switched on in the monitor config (trafficHeatmap).
 */
export function HeatmapLayer({ layoutId, model }: { layoutId: string; model: MapModel }) {
  const { t } = useTranslation('monitor');
  const { data } = useQuery({
    queryKey: ['monitor', 'heatmap', layoutId],
    queryFn: () => callApi(DashboardCalls.trafficHeatmap, { query: { layoutId, minutes: HEATMAP_MINUTES } }),
    refetchInterval: 10_000,
  });
  const cells = (data?.cells ?? []).filter((c) => c.waitedMs >= HEAT_SHOWN_FROM_MS);
  const segments = new Map(model.segments.map((s) => [s.id, s]));
  const seconds = (ms: number) => Math.round(ms / 1000);
  return (
    <g className="mm-heatmap" data-testid="traffic-heatmap" data-cells={cells.length} pointerEvents="none">
      {cells.map((c) => {
        const level = heatLevel(c.waitedMs);
        const colour = heatColour(level);
        const title = <title>{t('heatmap.waited', { place: c.id, seconds: seconds(c.waitedMs), minutes: HEATMAP_MINUTES })}</title>;
        const common = { 'data-testid': 'heat-cell', 'data-heat-kind': c.kind, 'data-heat-id': c.id, 'data-waited': c.waitedMs, opacity: heatOpacity(level) };
        if (c.kind === 'station') {
          const s = model.stationsByCode.get(c.id);
          if (!s) return null;
          return (
            <circle key={`s${c.id}`} cx={s.mapX} cy={s.mapY} r={SPOT} fill={colour} {...common}>
              {title}
            </circle>
          );
        }
        const seg = segments.get(c.id);
        if (!seg) return null;
        return (
          <path key={`e${c.id}`} d={seg.path} stroke={colour} strokeWidth={10} strokeLinecap="round" fill="none" {...common}>
            {title}
          </path>
        );
      })}
    </g>
  );
}
