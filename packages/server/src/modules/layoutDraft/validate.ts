import type { z } from 'zod';
import type { SaveDraftRequest } from '@agvs/contract';
import { badRequest } from '../../errors.js';
import type { MessageKey } from '../../i18n/messages.js';

export type SaveDraftBody = z.output<typeof SaveDraftRequest>;

/** The ids of the rows the layout's draft holds now; an id outside them is not this layout's. */
export interface StoredIds {
  readonly stations: ReadonlySet<string>;
  readonly segments: ReadonlySet<string>;
  readonly zones: ReadonlySet<string>;
  readonly equipment: ReadonlySet<string>;
}

/** The 400 naming the field (its path in the request, e.g. `segments[3].srcStationCode`) and the value. */
const refuse = (key: MessageKey, field: string, value: string | number) => badRequest(key, { field, value });

/** Each row id at most once, and only ids of this layout's rows: the save must not reach into other layouts. */
function checkIds(rows: readonly { readonly id?: string | null | undefined }[], list: string, stored: ReadonlySet<string>): void {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (row.id === null || row.id === undefined) return;
    if (!stored.has(row.id)) throw refuse('layoutDraft.unknownId', `${list}[${i}].id`, row.id);
    if (seen.has(row.id)) throw refuse('layoutDraft.duplicateId', `${list}[${i}].id`, row.id);
    seen.add(row.id);
  });
}

/**
 * Everything the tables' constraints and the graph need, checked before anything is written, so
 * a refused save leaves the draft exactly as it was. Station and zone codes are unique within a
 * layout (as station/add and zone/add enforce; another layout may use the same codes).
 */
export function validateDraft(body: SaveDraftBody, stored: StoredIds): void {
  checkIds(body.stations, 'stations', stored.stations);
  checkIds(body.segments, 'segments', stored.segments);
  checkIds(body.zones, 'zones', stored.zones);

  const codes = new Set<string>();
  body.stations.forEach((s, i) => {
    if (codes.has(s.stationCode)) throw refuse('layoutDraft.duplicateStation', `stations[${i}].stationCode`, s.stationCode);
    codes.add(s.stationCode);
  });
  const known = (field: string, code: string) => {
    if (!codes.has(code)) throw refuse('layoutDraft.unknownStation', field, code);
  };

  body.segments.forEach((g, i) => {
    known(`segments[${i}].srcStationCode`, g.srcStationCode);
    known(`segments[${i}].destStationCode`, g.destStationCode);
    if (g.srcStationCode === g.destStationCode) throw refuse('layoutDraft.sameStation', `segments[${i}].destStationCode`, g.destStationCode);
    if (g.type === 'Bezier' && g.controlPoints.length !== 2) throw refuse('layoutDraft.bezierControls', `segments[${i}].controlPoints`, g.controlPoints.length);
    if (g.type !== 'Bezier' && g.controlPoints.length !== 0) throw refuse('layoutDraft.straightControls', `segments[${i}].controlPoints`, g.controlPoints.length);
  });

  const zoneCodes = new Set<string>();
  body.zones.forEach((z, i) => {
    if (zoneCodes.has(z.zoneCode)) throw refuse('layoutDraft.duplicateZone', `zones[${i}].zoneCode`, z.zoneCode);
    zoneCodes.add(z.zoneCode);
    const members = new Set<string>();
    z.stationCodes.forEach((code, j) => {
      known(`zones[${i}].stationCodes[${j}]`, code);
      if (members.has(code)) throw refuse('layoutDraft.stationInZoneTwice', `zones[${i}].stationCodes[${j}]`, code);
      members.add(code);
    });
  });

  const equipment = new Set<string>();
  body.equipment.forEach((e, i) => {
    if (!stored.equipment.has(e.id)) throw refuse('layoutDraft.unknownEquipment', `equipment[${i}].id`, e.id);
    if (equipment.has(e.id)) throw refuse('layoutDraft.duplicateId', `equipment[${i}].id`, e.id);
    equipment.add(e.id);
    if (e.stationCode !== null) known(`equipment[${i}].stationCode`, e.stationCode);
  });
}
