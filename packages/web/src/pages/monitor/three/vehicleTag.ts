import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';
import { BATTERY_TAG_COLOURS, batteryTagBand } from './sceneRules';

/** What a vehicle tag shows (SPEC §2 "3D monitor"): vehicle id, battery with its colour band, station code. */
export interface TagContent {
  readonly name: string;
  readonly battery: number | null;
  readonly stationCode: string | null;
}

export const sameTag = (a: TagContent, b: TagContent) => a.name === b.name && a.battery === b.battery && a.stationCode === b.stationCode;

const WIDTH = 160;
const HEIGHT = 64;
/** World size of a tag (map units), kept at the canvas' aspect. */
export const TAG_WORLD_WIDTH = 30;
export const TAG_WORLD_HEIGHT = (TAG_WORLD_WIDTH * HEIGHT) / WIDTH;

/**
 * A tag drawn on a small canvas and used as a sprite texture: redrawn only when its content
 * changes, so a thousand tags cost nothing per frame.
 */
export class VehicleTag {
  readonly texture: CanvasTexture;
  private readonly context: CanvasRenderingContext2D;
  private shown: TagContent | null = null;

  constructor() {
    const canvas = document.createElement('canvas');
    canvas.width = WIDTH;
    canvas.height = HEIGHT;
    this.context = canvas.getContext('2d')!;
    this.texture = new CanvasTexture(canvas);
    this.texture.colorSpace = SRGBColorSpace;
    this.texture.minFilter = LinearFilter;
    this.texture.generateMipmaps = false;
  }

  show(content: TagContent): void {
    if (this.shown && sameTag(this.shown, content)) return;
    this.shown = content;
    const c = this.context;
    c.clearRect(0, 0, WIDTH, HEIGHT);
    c.fillStyle = 'rgba(15, 23, 42, 0.85)';
    c.beginPath();
    c.roundRect(1, 1, WIDTH - 2, HEIGHT - 2, 8);
    c.fill();
    c.textBaseline = 'middle';
    c.font = 'bold 22px sans-serif';
    c.fillStyle = '#f8fafc';
    c.fillText(content.name, 10, 19, WIDTH - 20);
    c.font = '18px sans-serif';
    if (content.battery !== null) {
      c.fillStyle = BATTERY_TAG_COLOURS[batteryTagBand(content.battery)];
      c.fillText(`${Math.round(content.battery)}%`, 10, 46);
    }
    c.fillStyle = '#cbd5e1';
    c.textAlign = 'right';
    c.fillText(content.stationCode ?? '-', WIDTH - 10, 46, WIDTH / 2);
    c.textAlign = 'left';
    this.texture.needsUpdate = true;
  }

  dispose(): void {
    this.texture.dispose();
  }
}
