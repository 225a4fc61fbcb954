import { RUN_STATUS_COLOURS } from './liveRules';
import { BLOCKED_LOOK, MAP_SURFACES, OCCUPIED_EDGE, STATION_TYPE_LOOKS, VEHICLE_OUTLINE } from './displayRules';

/** WCAG 2 minimum for graphical objects (1.4.11 non-text contrast). */
export const MIN_GRAPHIC_CONTRAST = 3;

/** Relative luminance of a `#rrggbb` colour (WCAG 2). */
export function luminance(hex: string): number {
  const channel = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastShortfall {
  readonly what: string;
  readonly against: string;
  readonly ratio: number;
}

/**
 * Where a vehicle would not stand out on the map. A vehicle is its run-status fill inside the
 * `VEHICLE_OUTLINE` ring: on a station the ring is what meets the station's fill and edge (station
 * colours are as bright as the status colours, a green vehicle on a green working station vanished),
 * on the bare floor the bright fill meets the dark map directly, and the fill must stand out from
 * its own ring.
 */
export function vehicleContrastShortfalls(): ContrastShortfall[] {
  const stationColours = [...Object.values(STATION_TYPE_LOOKS), BLOCKED_LOOK].flatMap((look) => [look.fill, look.edge]);
  const pairs: [string, string][] = [];
  for (const status of Object.values(RUN_STATUS_COLOURS)) {
    pairs.push([status, VEHICLE_OUTLINE]);
    for (const surface of MAP_SURFACES) pairs.push([status, surface]);
  }
  for (const colour of [...stationColours, OCCUPIED_EDGE]) pairs.push([VEHICLE_OUTLINE, colour]);
  return pairs
    .map(([what, against]) => ({ what, against, ratio: contrastRatio(what, against) }))
    .filter((pair) => pair.ratio < MIN_GRAPHIC_CONTRAST);
}
