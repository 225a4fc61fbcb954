/**
 * The site frame VDA 5050 vehicles live in (docs/site-authoring.md "Site frame"): metres, y up,
 * theta in radians counter-clockwise. The core's map coordinates are mm with y down (the
 * drawing's), headings in degrees clockwise on screen, so y and the angle change sign.
 */
export interface SiteOrigin {
  /** originX, originY of the layout, mm. */
  readonly x: number;
  readonly y: number;
}

/** Site frame (m) to the core's map frame (mm). */
export function siteToMap(origin: SiteOrigin, x: number, y: number): { x: number; y: number } {
  return { x: x * 1000 - origin.x, y: origin.y - y * 1000 };
}

/** The core's map frame (mm) to the site frame (m). */
export function mapToSite(origin: SiteOrigin, x: number, y: number): { x: number; y: number } {
  return { x: (origin.x + x) / 1000, y: (origin.y - y) / 1000 };
}

/** VDA theta (rad, counter-clockwise, y up) to a core heading (degrees in the y-down map, -180..180]. */
export function thetaToHeading(theta: number): number {
  const deg = (-theta * 180) / Math.PI;
  const n = ((((deg + 180) % 360) + 360) % 360) - 180;
  return n === -180 ? 180 : n;
}

/** A reported position this close to a station (mm) puts the vehicle on it (issue 14). */
export const STATION_SNAP_MM = 500;
