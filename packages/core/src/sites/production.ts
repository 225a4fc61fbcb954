import { loopRoad, pad, SiteBuilder, type SiteLayout } from './site.js';

export interface ProductionFloorOptions {
  /** Work cells along each of the top (machining) and bottom (assembly) roads. */
  readonly cells: number;
}

const GRID = {
  mmPerUnit: 40,
  left: 80,
  top: 120,
  cellPitch: 90,
  inset: 80,
  depth: 360,
  spur: 50,
  sidePitch: 60,
  cornerRadius: 40,
  margin: 50,
  stationRadius: 7,
  stationWidth: 14,
} as const;

/**
 * A production floor: a two-way loop road (Bezier corners) with machining cells north of the
 * top road and assembly cells south of the bottom road (Working, each with its machine), a
 * one-way shortcut west -> east through the middle with a quality check on a spur, two
 * chargers west and three parking places east, and a Block zone over the last assembly cell.
 */
export function generateProductionFloor(options: ProductionFloorOptions): SiteLayout {
  const { cells } = options;
  if (!Number.isInteger(cells) || cells < 2 || cells > 99) throw new RangeError('cells must be a whole number from 2 to 99');
  const g = GRID;
  const b = new SiteBuilder(g.mmPerUnit);
  const columns = Array.from({ length: cells }, (_, k) => g.left + g.inset + k * g.cellPitch);
  const right = columns.at(-1)! + g.inset;
  const bottom = g.top + g.depth;
  const middle = (g.top + bottom) / 2;
  const sides = [middle - g.sidePitch, middle, middle + g.sidePitch];
  const road = loopRoad(b, { left: g.left, right, top: g.top, bottom, radius: g.cornerRadius }, { xs: columns, ys: sides }, (n) => `PF${pad(n, 3)}`);

  const machining = columns.map((x, k) => {
    const code = b.station(`MC${pad(k + 1, 2)}`, x, g.top - g.spur, 'Working', `Machining cell ${k + 1}`);
    b.straight(road.top.get(x)!, code, 'both');
    b.addEquipment({
      code: `CNC${pad(k + 1, 2)}`,
      name: `CNC machine ${k + 1}`,
      brandName: 'DMG Mori',
      modelName: 'NLX 2500',
      station: code,
      ipAddress: `192.168.40.${k + 1}`,
      customInfo: { program: `P${1000 + k}`, shift: 'A' },
    });
    return code;
  });
  const assembly = columns.map((x, k) => {
    const code = b.station(`AS${pad(k + 1, 2)}`, x, bottom + g.spur, 'Working', `Assembly cell ${k + 1}`);
    b.straight(road.bottom.get(x)!, code, 'both');
    return code;
  });
  b.zone('ZMACHINING', 'Machining', 'Working', machining);
  b.zone('ZASSEMBLY', 'Assembly', 'Working', assembly);

  // One-way shortcut through the middle of the floor, with a quality check beside it.
  const shortcut = columns.map((x, k) => b.station(`MID${pad(k + 1, 2)}`, x, middle, 'Public'));
  b.chain([road.left.get(middle)!, ...shortcut, road.right.get(middle)!], 'forward');
  const quality = b.station('QC01', columns[Math.floor(cells / 2)]!, middle - g.spur / 2, 'Working', 'Quality check');
  b.straight(shortcut[Math.floor(cells / 2)]!, quality, 'both');

  const chargers = [sides[0]!, sides[2]!].map((y, i) => {
    const code = b.station(`PCH${pad(i + 1, 2)}`, g.left - g.spur, y, 'Charging', `Charger ${i + 1}`);
    b.straight(road.left.get(y)!, code, 'both');
    return code;
  });
  b.zone('ZPCHARGE', 'Charging', 'Charging', chargers);
  const parking = sides.map((y, i) => {
    const code = b.station(`PPK${pad(i + 1, 2)}`, right + g.spur, y, 'Public', `Parking ${i + 1}`);
    b.straight(road.right.get(y)!, code, 'both');
    return code;
  });
  b.zone('ZPPARK', 'Parking', 'Parking', parking);
  b.zone('ZPBLOCK', 'Assembly cell under maintenance', 'Block', [assembly.at(-1)!]);

  return b.build({ margin: g.margin, stationRadius: g.stationRadius, stationWidth: g.stationWidth });
}
