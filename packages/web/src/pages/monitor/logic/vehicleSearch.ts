/** What the vehicle search looks at: the code (agvUid) and the name. */
export interface SearchableVehicle {
  readonly agvUid: string;
  readonly agvName: string;
}

/** At most this many suggestions: the search is for finding one vehicle, not listing the fleet. */
export const SEARCH_LIMIT = 20;

/** How well a vehicle matches; lower is better, null when it does not. */
function rank(vehicle: SearchableVehicle, needle: string): number | null {
  const code = vehicle.agvUid.toLowerCase();
  const name = vehicle.agvName.toLowerCase();
  if (code === needle || name === needle) return 0;
  if (code.startsWith(needle) || name.startsWith(needle)) return 1;
  if (code.includes(needle) || name.includes(needle)) return 2;
  return null;
}

/**
 * Vehicles whose code or name contains the query (case and surrounding spaces ignored), exact
 * matches first, then prefixes, then the rest, each group by code. An empty query matches nothing.
 */
export function matchVehicles<V extends SearchableVehicle>(vehicles: Iterable<V>, query: string): V[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const found: { vehicle: V; rank: number }[] = [];
  for (const vehicle of vehicles) {
    const r = rank(vehicle, needle);
    if (r !== null) found.push({ vehicle, rank: r });
  }
  found.sort((a, b) => a.rank - b.rank || a.vehicle.agvUid.localeCompare(b.vehicle.agvUid));
  return found.slice(0, SEARCH_LIMIT).map((entry) => entry.vehicle);
}
