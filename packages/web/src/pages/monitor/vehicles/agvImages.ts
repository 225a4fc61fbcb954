import { DEFAULT_AGV_IMAGE } from '@agvs/contract';

/**
 * The AGV images of SPEC §3: 12 colour AGVs and 3 forklifts, drawn by scripts/draw-agv-images.mjs
 * into the console's public/AgvImg, which the server serves under /AgvImg/.
 */
export const AGV_COLOUR_IMAGES = [
  'blueAGV.png',
  'redAGV.png',
  'greenAGV.png',
  'yellowAGV.png',
  'orangeAGV.png',
  'purpleAGV.png',
  'pinkAGV.png',
  'cyanAGV.png',
  'greyAGV.png',
  'blackAGV.png',
  'whiteAGV.png',
  'brownAGV.png',
] as const;
export const AGV_FORKLIFT_IMAGES = ['yellowForklift.png', 'orangeForklift.png', 'blueForklift.png'] as const;
export const AGV_IMAGES: readonly string[] = [...AGV_COLOUR_IMAGES, ...AGV_FORKLIFT_IMAGES];

/** SPEC §3: the edit dialog proposes 30 for a new AGV; the map and cards draw images at 40. */
export const EDIT_DEFAULT_IMAGE_SIZE = 30;
export const CARD_IMAGE_SIZE = 40;

/**
 * Address of an AGV image. The console is served from the server root with relative assets, so
 * the address is relative to the page; unknown names fall back to the default image.
 */
export function agvImageUrl(name: string | null | undefined): string {
  const file = name && AGV_IMAGES.includes(name) ? name : DEFAULT_AGV_IMAGE;
  return `AgvImg/${file}`;
}
