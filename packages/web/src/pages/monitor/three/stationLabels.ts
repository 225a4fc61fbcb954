import { CanvasTexture, SRGBColorSpace } from 'three';
import { STATION_EDGE, STATION_SIZE } from '../logic/displayRules';
import type { MapModel } from '../logic/mapModel';

/** Largest label texture side, pixels: what any WebGL implementation accepts. */
const MAX_TEXTURE = 4096;
const TEXT_SIZE = 7;

/** The floor colour with every station code written just below its station, on a canvas the size of the walled area. */
export function drawStationLabels(model: MapModel, area: { readonly width: number; readonly height: number }, floor: string): CanvasTexture {
  const scale = Math.min(MAX_TEXTURE / area.width, MAX_TEXTURE / area.height, 4);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const c = canvas.getContext('2d')!;
  c.fillStyle = floor;
  c.fillRect(0, 0, canvas.width, canvas.height);
  c.scale(scale, scale);
  c.font = `${TEXT_SIZE}px sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'top';
  c.fillStyle = '#e2e8f0';
  const below = STATION_SIZE / 2 + STATION_EDGE + 1;
  for (const s of model.stations) c.fillText(s.stationCode, s.mapX, s.mapY + below);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}
