import type { LayoutDraft } from '@agvs/contract';
import type { EditorDoc } from './doc';
import type { History } from './history';

/**
 * After a save, the rows of every document in the history learn their stored ids, keeping their
 * keys: an undo after saving then edits the stored rows instead of adding them twice, and a row
 * the save deleted comes back as a new row (its old id is gone). Stored rows are matched to the
 * saved document's rows by what identifies them in the draft: station and zone codes, segment
 * end codes.
 */
export function rebaseHistory(history: History, saved: EditorDoc, stored: LayoutDraft): History {
  const ids = storedIds(saved, stored);
  const apply = (doc: EditorDoc) => withIds(doc, ids);
  return { past: history.past.map(apply), present: apply(history.present), future: history.future.map(apply) };
}

/** Row key → stored id, for the rows of the saved document. */
export function storedIds(saved: EditorDoc, stored: LayoutDraft): ReadonlyMap<string, string> {
  const ids = new Map<string, string>();
  const stationByCode = new Map(stored.stations.map((s) => [s.stationCode, s.id]));
  for (const s of saved.stations.values()) {
    const id = stationByCode.get(s.stationCode);
    if (id) ids.set(s.key, id);
  }
  const code = (key: string) => saved.stations.get(key)?.stationCode;
  const segmentByEnds = new Map(stored.segments.map((s) => [`${s.srcStationCode}>${s.destStationCode}`, s.id]));
  for (const s of saved.segments.values()) {
    const id = segmentByEnds.get(`${code(s.src)}>${code(s.dest)}`);
    if (id) ids.set(s.key, id);
  }
  const zoneByCode = new Map(stored.zones.map((z) => [z.zoneCode, z.id]));
  for (const z of saved.zones.values()) {
    const id = zoneByCode.get(z.zoneCode);
    if (id) ids.set(z.key, id);
  }
  return ids;
}

function withIds(doc: EditorDoc, ids: ReadonlyMap<string, string>): EditorDoc {
  const fix = <T extends { readonly key: string; readonly id: string | null }>(rows: ReadonlyMap<string, T>): ReadonlyMap<string, T> => {
    let changed = false;
    const out = new Map<string, T>();
    for (const [key, row] of rows) {
      const id = ids.get(key) ?? null;
      if (id !== row.id) changed = true;
      out.set(key, id === row.id ? row : { ...row, id });
    }
    return changed ? out : rows;
  };
  const stations = fix(doc.stations);
  const segments = fix(doc.segments);
  const zones = fix(doc.zones);
  return stations === doc.stations && segments === doc.segments && zones === doc.zones ? doc : { ...doc, stations, segments, zones };
}
