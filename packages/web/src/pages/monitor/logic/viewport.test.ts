import { describe, expect, it } from 'vitest';
import { centreOn, clampZoom, coverInsets, fitToView, layerTransform, MAX_ZOOM, MIN_ZOOM, transformAttribute, wheelZoom, zoomAt } from './viewport';

describe('map viewport', () => {
  it('centres a found vehicle, zooming in to the minimum scale but never out', () => {
    expect(centreOn({ x: 0, y: 0, scale: 0.5 }, { x: 100, y: 50 }, 800, 600, 2)).toEqual({ scale: 2, x: 200, y: 200 });
    expect(centreOn({ x: 0, y: 0, scale: 4 }, { x: 100, y: 50 }, 800, 600, 2)).toEqual({ scale: 4, x: 0, y: 100 });
  });

  it('keeps zoom within 0.1 and 20', () => {
    expect(clampZoom(0.01)).toBe(MIN_ZOOM);
    expect(clampZoom(25)).toBe(MAX_ZOOM);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(1.23456)).toBe(1.23);
  });

  it('steps 0.1 per wheel notch and 0.5 with ctrl or meta', () => {
    expect(wheelZoom(1, -100, false)).toBe(1.1);
    expect(wheelZoom(1, 100, false)).toBe(0.9);
    expect(wheelZoom(1, -100, true)).toBe(1.5);
    expect(wheelZoom(1, 100, true)).toBe(0.5);
    expect(wheelZoom(0.1, 100, false)).toBe(0.1);
    expect(wheelZoom(19.8, -1, true)).toBe(20);
    expect(wheelZoom(2, 0, false)).toBe(2);
  });

  it('does not drift over many steps', () => {
    let scale = 1;
    for (let i = 0; i < 10; i++) scale = wheelZoom(scale, -1, false);
    expect(scale).toBe(2);
  });

  it('zooms around the pointer: the map point under it stays put', () => {
    const view = { x: 50, y: 20, scale: 1 };
    const next = zoomAt(view, { x: 150, y: 120 }, 2);
    // Map point (100, 100) was under the pointer and still is.
    expect(100 * next.scale + next.x).toBe(150);
    expect(100 * next.scale + next.y).toBe(120);
  });

  it('fits a layout into the viewport, centred', () => {
    const view = fitToView({ minX: 0, minY: 0, maxX: 1000, maxY: 500 }, 1048, 748, 24);
    expect(view.scale).toBe(1);
    expect(view.x).toBe(24);
    expect(view.y).toBe(124);
    const small = fitToView({ minX: 100, minY: 100, maxX: 200, maxY: 150 }, 1000, 1000, 0);
    expect(small.scale).toBe(10);
    expect(small.x + 100 * small.scale).toBe(0);
  });

  it('fits the map between the panels floating over it', () => {
    const box = { left: 0, top: 0, right: 1000, bottom: 600 };
    const toolbar = { left: 14, top: 14, right: 500, bottom: 54 };
    const legend = { left: 14, top: 556, right: 480, bottom: 588 };
    const elsewhere = { left: 1100, top: 0, right: 1300, bottom: 40 };
    const insets = coverInsets(box, [toolbar, legend, elsewhere], 16);
    expect(insets).toEqual({ top: 70, right: 16, bottom: 60, left: 16 });
    const view = fitToView({ minX: 0, minY: 0, maxX: 400, maxY: 470 }, 1000, 600, insets);
    expect(view.scale).toBe(1);
    // The map's top row starts below the toolbar, its bottom row ends above the legend.
    expect(view.y).toBe(70);
    expect(view.y + 470 * view.scale).toBeLessThanOrEqual(600 - 60);
  });

  it('fits huge layouts no smaller than the least zoom', () => {
    expect(fitToView({ minX: 0, minY: 0, maxX: 1e6, maxY: 1e6 }, 500, 500).scale).toBe(MIN_ZOOM);
  });

  it('writes the SVG transform', () => {
    expect(transformAttribute({ x: 1.005, y: -2, scale: 1.5 })).toBe('translate(1 -2) scale(1.5)');
  });
});

describe('layerTransform', () => {
  const apply = (matrix: string, p: { x: number; y: number }) => {
    const [a, , , d, e, f] = matrix.slice(7, -1).split(',').map(Number) as [number, number, number, number, number, number];
    return { x: a * p.x + e, y: d * p.y + f };
  };
  const screen = (view: { x: number; y: number; scale: number }, p: { x: number; y: number }) => ({ x: p.x * view.scale + view.x, y: p.y * view.scale + view.y });

  it('moves a layer drawn at one view to where the map is at another', () => {
    const drawn = { x: 40, y: -20, scale: 0.5 };
    const next = zoomAt({ ...drawn, x: 90, y: 15 }, { x: 300, y: 200 }, 1.3);
    for (const point of [{ x: 0, y: 0 }, { x: 1000, y: 640 }, { x: -50, y: 2000 }]) {
      const moved = apply(layerTransform(drawn, next), screen(drawn, point));
      const expected = screen(next, point);
      expect(moved.x).toBeCloseTo(expected.x, 2);
      expect(moved.y).toBeCloseTo(expected.y, 2);
    }
  });

  it('is the identity when the view has not changed', () => {
    const view = { x: 12, y: 7, scale: 2 };
    expect(layerTransform(view, view)).toBe('matrix(1, 0, 0, 1, 0, 0)');
  });
});
