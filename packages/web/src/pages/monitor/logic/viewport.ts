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
 * The transform showing all of `bounds` centred in a viewport of `width` by `height` pixels with
 * `padding` pixels on every side.
 */
export function fitToView(bounds: Bounds, width: number, height: number, padding = 24): ViewTransform {
  const w = Math.max(bounds.maxX - bounds.minX, 1);
  const h = Math.max(bounds.maxY - bounds.minY, 1);
  const availW = Math.max(width - 2 * padding, 1);
  const availH = Math.max(height - 2 * padding, 1);
  const scale = clampZoom(Math.floor(Math.min(availW / w, availH / h) * 100) / 100);
  return {
    scale,
    x: (width - w * scale) / 2 - bounds.minX * scale,
    y: (height - h * scale) / 2 - bounds.minY * scale,
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
