import type { Bounds, Point } from './geometry';

/** SPEC §9: zoom 0.1 to 20, wheel step 0.1, 0.5 with ctrl or meta held. */
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 20;
export const ZOOM_STEP = 0.1;
export const ZOOM_STEP_FAST = 0.5;
/** Below this scale vehicle names (7 map units) would be under 3.5 px: names and noses are not drawn. */
export const FAR_SCALE = 0.5;

/** The map's screen transform: screen = map * scale + (x, y). */
export interface ViewTransform {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

export const IDENTITY: ViewTransform = { x: 0, y: 0, scale: 1 };

/** The scale kept within limits, rounded to 0.01 so repeated steps do not drift. */
export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(scale * 100) / 100));
}

/** Scale after one wheel notch: up (deltaY < 0) zooms in, down zooms out; ctrl/meta steps faster. */
export function wheelZoom(scale: number, deltaY: number, fast: boolean): number {
  if (deltaY === 0) return clampZoom(scale);
  const step = fast ? ZOOM_STEP_FAST : ZOOM_STEP;
  return clampZoom(scale + (deltaY < 0 ? step : -step));
}

/** The transform at `scale` keeping the map point under the screen point `anchor` in place. */
export function zoomAt(view: ViewTransform, anchor: Point, scale: number): ViewTransform {
  const next = clampZoom(scale);
  const mapX = (anchor.x - view.x) / view.scale;
  const mapY = (anchor.y - view.y) / view.scale;
  return { scale: next, x: anchor.x - mapX * next, y: anchor.y - mapY * next };
}

export function panBy(view: ViewTransform, dx: number, dy: number): ViewTransform {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/**
 * The transform putting the map point `at` in the middle of a `width` by `height` viewport, zoomed
 * in to at least `minScale` (finding a vehicle should show it large enough to see, never zoom out).
 */
export function centreOn(view: ViewTransform, at: Point, width: number, height: number, minScale: number): ViewTransform {
  const scale = clampZoom(Math.max(view.scale, minScale));
  return { scale, x: width / 2 - at.x * scale, y: height / 2 - at.y * scale };
}

/** Room kept free on each side of a fitted map, in pixels. */
export interface Insets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** A screen rectangle (as `getBoundingClientRect` gives it). */
export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The room a fit must keep free so that panels floating over the map (toolbar at the top, legend
 * at the bottom) do not cover its edge rows: each panel in the upper half pushes the top inset
 * below it, each in the lower half the bottom inset above it, plus `padding`.
 */
export function coverInsets(box: Rect, covers: readonly Rect[], padding: number): Insets {
  let top = padding;
  let bottom = padding;
  const middle = (box.top + box.bottom) / 2;
  for (const cover of covers) {
    if (cover.right <= box.left || cover.left >= box.right || cover.bottom <= box.top || cover.top >= box.bottom) continue;
    if ((cover.top + cover.bottom) / 2 < middle) top = Math.max(top, cover.bottom - box.top + padding);
    else bottom = Math.max(bottom, box.bottom - cover.top + padding);
  }
  return { top, right: padding, bottom, left: padding };
}

/**
 * The transform showing all of `bounds` centred in the part of a `width` by `height` viewport
 * inside `padding` (pixels on every side, or per side).
 */
export function fitToView(bounds: Bounds, width: number, height: number, padding: number | Insets = 24): ViewTransform {
  const room = typeof padding === 'number' ? { top: padding, right: padding, bottom: padding, left: padding } : padding;
  const w = Math.max(bounds.maxX - bounds.minX, 1);
  const h = Math.max(bounds.maxY - bounds.minY, 1);
  const availW = Math.max(width - room.left - room.right, 1);
  const availH = Math.max(height - room.top - room.bottom, 1);
  const scale = clampZoom(Math.floor(Math.min(availW / w, availH / h) * 100) / 100);
  return {
    scale,
    x: room.left + (availW - w * scale) / 2 - bounds.minX * scale,
    y: room.top + (availH - h * scale) / 2 - bounds.minY * scale,
  };
}

/** SVG transform attribute of a view. */
export function transformAttribute(view: ViewTransform): string {
  const r = (n: number) => Math.round(n * 100) / 100;
  return `translate(${r(view.x)} ${r(view.y)}) scale(${view.scale})`;
}

/**
 * CSS transform (origin top left) that shows a layer drawn at view `drawn` as it looks at view
 * `next`: during a pan or zoom gesture the browser moves the layer's existing raster instead of
 * drawing the map again for every event.
 */
export function layerTransform(drawn: ViewTransform, next: ViewTransform): string {
  const k = next.scale / drawn.scale;
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return `matrix(${r(k)}, 0, 0, ${r(k)}, ${r(next.x - drawn.x * k)}, ${r(next.y - drawn.y * k)})`;
}
