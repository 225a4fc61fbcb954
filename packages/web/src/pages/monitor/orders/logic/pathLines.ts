/**
 * Order-path lines (SPEC §2, §3): the vehicles an operator picked for path flashing or guide lines,
 * kept per browser, and the stops of an order still to be sent to its vehicle.
 */

/** A stored id list; anything but a list of strings reads as empty. */
export function parseIdList(text: string | null): string[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The list with `id` added, or removed when it was there. */
export const toggleId = (list: readonly string[], id: string): string[] =>
  list.includes(id) ? list.filter((v) => v !== id) : [...list, id];

/** The route still ahead: where the vehicle is, then the unsent stops by sequence (repeats merged). */
export function unsentWaypoints(
  current: string | null,
  details: readonly { readonly seq: number; readonly stationCode: string; readonly isSend: number }[],
): string[] {
  const stops = [...details].filter((d) => d.isSend !== 1).sort((a, b) => a.seq - b.seq).map((d) => d.stationCode);
  const points = current ? [current, ...stops] : stops;
  return points.filter((code, i) => i === 0 || code !== points[i - 1]);
}

/** Consecutive pairs of waypoints: each is one path query. */
export const legsOf = (points: readonly string[]): [string, string][] =>
  points.slice(1).map((to, i) => [points[i]!, to]);
