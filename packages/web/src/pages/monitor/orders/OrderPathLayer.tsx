import { STATION_SIZE } from '../logic/displayRules';
import type { MapModel } from '../logic/mapModel';
import { useOrderPaths } from './useOrderPaths';

/** Draws the flashing unsent order paths and the guide lines (SPEC §2 order-path highlighting). */
export function OrderPathLayer({ layoutId, model }: { readonly layoutId: string; readonly model: MapModel }) {
  const { stationCodes, segmentIds, guides } = useOrderPaths(layoutId, model);
  const segments = model.segments.filter((s) => segmentIds.includes(s.id));
  return (
    <g className="mmo-paths" data-testid="order-paths">
      <g className="mmo-path-flash" data-testid="order-path-flash">
        {segments.map((s) => (
          <path key={s.id} d={s.path} className="mmo-path-segment" data-path-segment={s.id} />
        ))}
        {stationCodes.map((code) => {
          const station = model.stationsByCode.get(code);
          return station ? <circle key={code} cx={station.mapX} cy={station.mapY} r={STATION_SIZE * 0.75} className="mmo-path-station" data-path-station={code} /> : null;
        })}
      </g>
      {guides.map((g) => (
        <line key={g.agvUid} x1={g.x1} y1={g.y1} x2={g.x2} y2={g.y2} className="mmo-guide-line" data-guide={g.agvUid} />
      ))}
    </g>
  );
}
