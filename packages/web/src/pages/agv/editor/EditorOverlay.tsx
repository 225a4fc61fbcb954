import type { SiteFinding } from '@agvs/contract';
import { STATION_SIZE } from '../../monitor/logic/displayRules';
import type { MapModel } from '../../monitor/logic/mapModel';
import type { EditorDoc } from './logic/doc';
import type { Selection } from './logic/edits';
import type { GestureView } from './useEditorTool';

export interface EditorOverlayProps {
  readonly doc: EditorDoc;
  readonly model: MapModel;
  readonly selection: Selection;
  readonly gesture: GestureView;
  /** The last check's findings; drawn dimmed once the drawing changed after it. */
  readonly findings: readonly SiteFinding[];
  readonly findingsStale: boolean;
}

const HANDLE_RADIUS = 3.5;
const RING = STATION_SIZE / 2 + 4;

/**
 * What the editor draws above the map: the selection, the handles of a selected curve, the check's
 * findings, equipment at its stations and the gesture in progress. Only the handles take the
 * pointer; everything else lets presses through to the map beneath.
 */
export function EditorOverlay({ doc, model, selection, gesture, findings, findingsStale }: EditorOverlayProps) {
  const half = STATION_SIZE / 2 + 2;
  const segmentKeyOfId = new Map([...doc.segments.values()].flatMap((s) => (s.id ? [[s.id, s.key] as const] : [])));
  const equipmentAt = new Map<string, string[]>();
  for (const e of doc.equipment.values()) if (e.station) equipmentAt.set(e.station, [...(equipmentAt.get(e.station) ?? []), e.equipmentCode]);
  return (
    <g className="le-overlay">
      <g className={findingsStale ? 'le-findings le-stale' : 'le-findings'} data-testid="editor-findings-layer">
        {findings.map((f, i) => (
          <g key={i} className={`le-finding le-${f.severity}`} data-finding={f.rule}>
            {f.stationCodes.map((code) => {
              const s = model.stationsByCode.get(code);
              return s ? <circle key={code} cx={s.mapX} cy={s.mapY} r={RING} /> : null;
            })}
            {f.segmentIds.map((id) => {
              const drawn = model.segments.find((s) => s.id === segmentKeyOfId.get(id));
              return drawn ? <path key={id} d={drawn.path} /> : null;
            })}
          </g>
        ))}
      </g>
      {[...equipmentAt].map(([key, codes]) => {
        const s = doc.stations.get(key);
        if (!s) return null;
        return (
          <g key={key} className="le-equipment" data-equipment-at={s.stationCode}>
            <rect x={s.mapX + half - 1} y={s.mapY - half - 5} width={5} height={5} transform={`rotate(45 ${s.mapX + half + 1.5} ${s.mapY - half - 2.5})`} />
            <text x={s.mapX + half + 6} y={s.mapY - half - 1}>
              {codes.join(', ')}
            </text>
          </g>
        );
      })}
      {model.segments
        .filter((s) => selection.segments.has(s.id))
        .map((s) => (
          <path key={s.id} className="le-selected-segment" d={s.path} data-selected-segment={s.id} />
        ))}
      {[...selection.stations].map((key) => {
        const s = doc.stations.get(key);
        return s ? <rect key={key} className="le-selected-station" x={s.mapX - half} y={s.mapY - half} width={half * 2} height={half * 2} rx={3} data-selected-station={s.stationCode} /> : null;
      })}
      {[...selection.zones].map((key) => {
        const zone = model.zones.find((z) => z.zone.id === key);
        if (!zone) return null;
        const b = zone.bounds;
        return <rect key={key} className="le-selected-zone" x={b.minX} y={b.minY} width={b.maxX - b.minX} height={b.maxY - b.minY} rx={4} />;
      })}
      {[...selection.segments].map((key) => {
        const seg = doc.segments.get(key);
        const from = seg && doc.stations.get(seg.src);
        const to = seg && doc.stations.get(seg.dest);
        if (!seg?.controls || !from || !to) return null;
        const [a, b] = seg.controls;
        return (
          <g key={key} className="le-handles">
            <line x1={from.mapX} y1={from.mapY} x2={a.x} y2={a.y} />
            <line x1={to.mapX} y1={to.mapY} x2={b.x} y2={b.y} />
            <circle cx={a.x} cy={a.y} r={HANDLE_RADIUS} data-handle={`${key}|0`} data-testid="bezier-handle" />
            <circle cx={b.x} cy={b.y} r={HANDLE_RADIUS} data-handle={`${key}|1`} data-testid="bezier-handle" />
          </g>
        );
      })}
      {gesture.box && (
        <rect className="le-box" x={gesture.box.minX} y={gesture.box.minY} width={gesture.box.maxX - gesture.box.minX} height={gesture.box.maxY - gesture.box.minY} />
      )}
      {gesture.rubber && <line className="le-rubber" x1={gesture.rubber.from.x} y1={gesture.rubber.from.y} x2={gesture.rubber.to.x} y2={gesture.rubber.to.y} />}
      {gesture.scaleStart && <circle className="le-scale-point" cx={gesture.scaleStart.x} cy={gesture.scaleStart.y} r={3} />}
    </g>
  );
}
