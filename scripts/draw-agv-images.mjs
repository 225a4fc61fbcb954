// Draws the AGV images of SPEC §3 (12 colour AGVs, 3 forklifts) as small PNGs, seen from above
// and heading right (angle 0 on the map). Our own drawings, so nothing is downloaded; run again
// after changing a colour: `node scripts/draw-agv-images.mjs`. The names must stay in step with
// AGV_IMAGES in packages/web/src/pages/monitor/vehicles/agvImages.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZE = 64;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../packages/web/public/AgvImg');

const COLOURS = {
  blue: [37, 99, 235],
  red: [220, 38, 38],
  green: [22, 163, 74],
  yellow: [234, 179, 8],
  orange: [234, 88, 12],
  purple: [147, 51, 234],
  pink: [219, 39, 119],
  cyan: [8, 145, 178],
  grey: [100, 116, 139],
  black: [30, 41, 59],
  white: [226, 232, 240],
  brown: [146, 64, 14],
};
const FORKLIFTS = ['yellow', 'orange', 'blue'];

/** CRC-32 of PNG chunks. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE);
  for (let y = 0; y < SIZE; y++) pixels.copy(raw, y * (SIZE * 4 + 1) + 1, y * SIZE * 4, (y + 1) * SIZE * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const shade = (rgb, f) => rgb.map((v) => Math.max(0, Math.min(255, Math.round(v * f))));

function canvas() {
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  const set = (x, y, rgb) => {
    if (x < 0 || y < 0 || x >= SIZE || y >= SIZE) return;
    const i = (y * SIZE + x) * 4;
    pixels[i] = rgb[0];
    pixels[i + 1] = rgb[1];
    pixels[i + 2] = rgb[2];
    pixels[i + 3] = 255;
  };
  /** Filled rectangle with rounded corners of radius r. */
  const box = (x0, y0, x1, y1, r, rgb) => {
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const dx = Math.max(x0 + r - x, 0, x - (x1 - r));
        const dy = Math.max(y0 + r - y, 0, y - (y1 - r));
        if (dx * dx + dy * dy <= r * r) set(x, y, rgb);
      }
    }
  };
  /** Filled triangle pointing right: tip at (x1, yc), base from (x0, yc - h) to (x0, yc + h). */
  const arrow = (x0, x1, yc, h, rgb) => {
    for (let x = x0; x <= x1; x++) {
      const half = Math.round((h * (x1 - x)) / (x1 - x0));
      for (let y = yc - half; y <= yc + half; y++) set(x, y, rgb);
    }
  };
  return { pixels, box, arrow };
}

const WHEEL = [30, 30, 30];
const ARROW = [255, 255, 255];

function agv(rgb) {
  const { pixels, box, arrow } = canvas();
  for (const [x, y] of [[12, 9], [42, 9], [12, 49], [42, 49]]) box(x, y, x + 9, y + 5, 2, WHEEL);
  box(6, 13, 57, 50, 8, shade(rgb, 0.6));
  box(9, 16, 54, 47, 6, rgb);
  arrow(30, 48, 31, 8, rgb === COLOURS.white ? shade(rgb, 0.4) : ARROW);
  return png(pixels);
}

function forklift(rgb) {
  const { pixels, box, arrow } = canvas();
  const fork = [120, 120, 120];
  box(36, 17, 62, 23, 1, fork);
  box(36, 40, 62, 46, 1, fork);
  box(30, 12, 36, 51, 1, shade(rgb, 0.45));
  for (const [x, y] of [[6, 9], [20, 9], [6, 49], [20, 49]]) box(x, y, x + 7, y + 5, 2, WHEEL);
  box(2, 13, 31, 50, 6, shade(rgb, 0.6));
  box(5, 16, 28, 47, 4, rgb);
  arrow(12, 26, 31, 6, ARROW);
  return png(pixels);
}

mkdirSync(OUT, { recursive: true });
for (const [name, rgb] of Object.entries(COLOURS)) writeFileSync(join(OUT, `${name}AGV.png`), agv(rgb));
for (const name of FORKLIFTS) writeFileSync(join(OUT, `${name}Forklift.png`), forklift(COLOURS[name]));
console.log(`wrote ${Object.keys(COLOURS).length + FORKLIFTS.length} images to ${OUT}`);
