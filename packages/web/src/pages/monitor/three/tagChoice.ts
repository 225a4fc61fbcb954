/** How many vehicles carry a tag at once: the selected one and the nearest to the camera. */
export const TAG_LIMIT = 24;

export interface TagCandidate {
  readonly agvUid: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/**
 * The vehicles that show their tag (SPEC §2 "3D monitor": vehicle id, battery, station): with a
 * thousand vehicles, drawing every tag costs more than the scene, and far ones are unreadable
 * anyway, so only the selected vehicle and the nearest to the camera get one, selected first.
 */
export function taggedVehicles(
  candidates: readonly TagCandidate[],
  camera: { readonly x: number; readonly y: number; readonly z: number },
  selected: string | null,
  limit = TAG_LIMIT,
): string[] {
  const distance = (c: TagCandidate) => (c.x - camera.x) ** 2 + (c.y - camera.y) ** 2 + (c.z - camera.z) ** 2;
  const others = candidates.filter((c) => c.agvUid !== selected);
  const nearest = others
    .map((c) => ({ uid: c.agvUid, d: distance(c) }))
    .sort((a, b) => a.d - b.d || (a.uid < b.uid ? -1 : 1))
    .map((c) => c.uid);
  const first = selected !== null && candidates.some((c) => c.agvUid === selected) ? [selected] : [];
  return [...first, ...nearest].slice(0, limit);
}
