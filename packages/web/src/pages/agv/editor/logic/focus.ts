import type { SiteFinding } from '@agvs/contract';
import { boundsOf, type Point } from '../../../monitor/logic/geometry';
import type { MapModel } from '../../../monitor/logic/mapModel';
import type { EditorDoc } from './doc';
import type { Selection } from './edits';

/** What a finding names, as a selection, and the middle of it to centre the view on. */
export function drawnFocus(doc: EditorDoc, model: MapModel, finding: SiteFinding): { readonly selection: Selection; readonly at: Point | null } {
  const stations = new Set<string>();
  const points: Point[] = [];
  for (const code of finding.stationCodes) {
    const s = model.stationsByCode.get(code);
    if (!s) continue;
    stations.add(s.stationId);
    points.push({ x: s.mapX, y: s.mapY });
  }
  const segments = new Set<string>();
  for (const seg of doc.segments.values()) {
    if (!seg.id || !finding.segmentIds.includes(seg.id)) continue;
    segments.add(seg.key);
    const drawn = model.segments.find((d) => d.id === seg.key);
    if (drawn) points.push(drawn.mid);
  }
  const box = boundsOf(points);
  return { selection: { stations, segments, zones: new Set() }, at: box ? { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 } : null };
}
