import { segmentId, stationId, zoneId } from '../ids.js';
import type { Layout } from '../model/layout.js';
import type { SiteLayout } from './site.js';

/**
 * A generated site as the core takes it, the way the server's runtime reads a stored layout:
 * coordinates to mm, Parking zones to parking places, Charging and Parking zones to Public.
 * Segment ids are `sg<index>` (the server uses its row ids instead).
 */
export function siteToLayout(site: SiteLayout): Layout {
  const k = site.mmPerUnit;
  const parking = new Set(site.zones.filter((z) => z.type === 'Parking').flatMap((z) => z.stations));
  return {
    stations: site.stations.map((s) => ({
      id: stationId(s.code),
      code: s.code,
      x: s.x * k,
      y: s.y * k,
      type: s.type,
      parking: parking.has(s.code) || undefined,
    })),
    segments: site.segments.map((s, i) => ({
      id: segmentId(`sg${i}`),
      from: stationId(s.src),
      to: stationId(s.dest),
      shape: s.controlPoints
        ? {
            kind: 'bezier' as const,
            c1: { x: s.controlPoints[0].x * k, y: s.controlPoints[0].y * k },
            c2: { x: s.controlPoints[1].x * k, y: s.controlPoints[1].y * k },
          }
        : { kind: 'straight' as const },
      direction: s.direction,
      length: s.length,
    })),
    zones: site.zones.map((z) => ({
      id: zoneId(z.code),
      code: z.code,
      type: z.type === 'Block' || z.type === 'Working' ? z.type : ('Public' as const),
      stations: z.stations.map(stationId),
    })),
  };
}
