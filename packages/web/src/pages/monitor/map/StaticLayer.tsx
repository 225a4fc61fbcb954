import type { MapStation } from '@agvs/contract';
import { memo } from 'react';
import { STATION_EDGE, STATION_SIZE, stationLook } from '../logic/displayRules';
import { arrowPath } from '../logic/geometry';
import { arrowsOf, type DrawnSegment, type MapModel } from '../logic/mapModel';

export interface StaticLayerProps {
  readonly model: MapModel;
  readonly showText: boolean;
  readonly showStatus: boolean;
  readonly shadow: boolean;
  readonly floorGrid: boolean;
}

const ARROW_OFFSET = 4;
const PALLET = 7;

/**
 * The static map (floor, zones, segments, stations), drawn once per layout and display switches:
 * pan, zoom, highlight and vehicles never re-render it (ARCHITECTURE convention 10). Everything is
 * placed by absolute coordinates, without per-element transform attributes: each transform is a
 * paint chunk the browser sorts through again on every frame a vehicle moves.
 */
export const StaticLayer = memo(function StaticLayer({ model, showText, showStatus, shadow, floorGrid }: StaticLayerProps) {
  const { graph } = model;
  return (
    <g className="mm-static">
      <rect
        className="mm-floor"
        x={0}
        y={0}
        width={graph.width}
        height={graph.height}
        rx={6}
        fill={floorGrid ? 'url(#mm-grid)' : undefined}
      />
      <g className="mm-zones">
        {model.zones.map(({ zone, bounds }) => (
          <g key={zone.id} className={`mm-zone mm-zone-${zone.zoneType}`} data-zone={zone.zoneCode}>
            <rect x={bounds.minX} y={bounds.minY} width={bounds.maxX - bounds.minX} height={bounds.maxY - bounds.minY} rx={4} />
            <text x={bounds.minX + 3} y={bounds.minY - 3}>
              {zone.zoneName}
            </text>
          </g>
        ))}
      </g>
      <g className="mm-segments">
        {model.segments.map((s) => (
          <SegmentMark key={s.id} segment={s} />
        ))}
      </g>
      <g className="mm-stations" filter={shadow ? 'url(#mm-glow)' : undefined}>
        {model.stations.map((station) => (
          <StationMark
            key={station.stationId}
            station={station}
            blocked={model.blocked.has(station.stationCode)}
            showStatus={showStatus}
            showText={showText}
          />
        ))}
      </g>
    </g>
  );
});

/**
 * One segment. Memoised on what it draws, so a redrawn model (the editor moving one station, the
 * monitor after a layout publish) re-renders only the segments that changed.
 */
const SegmentMark = memo(
  function SegmentMark({ segment: s }: { readonly segment: DrawnSegment }) {
    return (
      <g className="mm-segment" data-segment={s.id}>
        <path className="mm-segment-line" d={s.path} />
        {arrowsOf(s.segment.direction).map((way) => {
          const rad = (s.angle * Math.PI) / 180;
          const sign = way === 'forward' ? 1 : -1;
          const at = { x: s.mid.x + sign * ARROW_OFFSET * Math.cos(rad), y: s.mid.y + sign * ARROW_OFFSET * Math.sin(rad) };
          return <path key={way} className="mm-segment-arrow" d={arrowPath(at, s.angle + (way === 'forward' ? 0 : 180))} />;
        })}
        <path className="mm-segment-hit" d={s.path} />
      </g>
    );
  },
  (a, b) => a.segment.path === b.segment.path && a.segment.angle === b.segment.angle && a.segment.segment.direction === b.segment.segment.direction,
);

interface StationMarkProps {
  readonly station: MapStation;
  readonly blocked: boolean;
  readonly showStatus: boolean;
  readonly showText: boolean;
}

/** One station, memoised on what it draws (see SegmentMark). */
const StationMark = memo(
  function StationMark({ station, blocked, showStatus, showText }: StationMarkProps) {
    const half = STATION_SIZE / 2;
    const occupied = station.isOccupied === 1;
    const look = stationLook(station.type, blocked, occupied, showStatus);
    return (
      <g className="mm-station" data-station={station.stationCode}>
        <rect
          x={station.mapX - half}
          y={station.mapY - half}
          width={STATION_SIZE}
          height={STATION_SIZE}
          rx={2.5}
          fill={look.fill}
          fillOpacity={0.85}
          stroke={look.edge}
          strokeWidth={STATION_EDGE}
        />
        {showStatus && occupied && (
          <rect className="mm-pallet" x={station.mapX - PALLET / 2} y={station.mapY - PALLET / 2} width={PALLET} height={PALLET} rx={1} />
        )}
        {showText && (
          <text className="mm-station-text" x={station.mapX} y={station.mapY + half + 7}>
            {station.stationCode}
          </text>
        )}
      </g>
    );
  },
  (a, b) =>
    a.blocked === b.blocked &&
    a.showStatus === b.showStatus &&
    a.showText === b.showText &&
    a.station.mapX === b.station.mapX &&
    a.station.mapY === b.station.mapY &&
    a.station.type === b.station.type &&
    a.station.stationCode === b.station.stationCode &&
    a.station.isOccupied === b.station.isOccupied,
);
