import { loopRoad, pad, SiteBuilder, spread, type SiteLayout } from './site.js';

export interface WarehouseOptions {
  /** Rack aisles; each runs west-east between a north and a south rack row. */
  readonly aisles: number;
  /** Rack positions per row (and lane waypoints per aisle). */
  readonly slots: number;
  /** Charging stations on spurs north of the top road; at most `slots`. Default: aisles / 2, at least 2. */
  readonly chargers?: number;
  /** Parking stations on spurs south of the bottom road; at most `slots`. Default: as many as chargers * 3. */
  readonly parkings?: number;
  /** Dock stations (Working, with a conveyor) east of the right road; at most `aisles`. Default min(4, aisles). */
  readonly docks?: number;
  /** Rack positions of the last aisle's north row in a Block zone (under maintenance). Default min(3, slots). */
  readonly blockedSlots?: number;
  /**
   * Two-way cross aisles from the top road to the bottom road through every aisle, at columns
   * spread evenly (no racks there), so vehicles can change aisles without the side roads, as
   * large warehouses are built. Default 0: the side roads are the only way between aisles.
   */
  readonly crossAisles?: number;
}

/** Grid of the warehouse drawing (map units) and its scale. */
const GRID = {
  mmPerUnit: 30,
  left: 60,
  top: 80,
  /** Between rack columns: 50 units = 1.5 m. */
  columnPitch: 50,
  /** Between aisle lanes: a lane and two back-to-back rack rows. */
  aislePitch: 120,
  /** From a lane to the rack positions beside it. */
  rackOffset: 30,
  /** From a road to the stations on its spurs. */
  spur: 40,
  /** From a corner road to the first column or lane. */
  inset: 60,
  cornerRadius: 30,
  margin: 40,
  stationRadius: 6,
  stationWidth: 12,
} as const;

/** Stations a warehouse of these options has (what the generator will produce). */
export function warehouseStationCount(options: WarehouseOptions): number {
  const { aisles, slots } = options;
  const { chargers, parkings, docks, crossAisles } = resolve(options);
  const road = 2 * slots + 2 * aisles + 8;
  return 3 * aisles * slots - 2 * aisles * crossAisles + road + chargers + parkings + docks;
}

/** Options for a warehouse of roughly `stations` stations, twice as wide as deep in aisles. */
export function warehouseOptionsFor(stations: number): WarehouseOptions {
  const aisles = Math.max(1, Math.round(Math.sqrt(stations / 6)));
  const slots = Math.max(2, Math.round((stations - 2 * aisles - 8) / (3 * aisles + 2)));
  // Leave room for the extras so the total stays near the target.
  return { aisles, slots, chargers: Math.min(slots, Math.max(2, Math.ceil(aisles / 2))) };
}

function resolve(options: WarehouseOptions) {
  const { aisles, slots } = options;
  if (!Number.isInteger(aisles) || aisles < 1) throw new RangeError('aisles must be a whole number of at least 1');
  if (!Number.isInteger(slots) || slots < 2) throw new RangeError('slots must be a whole number of at least 2');
  const chargers = options.chargers ?? Math.max(2, Math.ceil(aisles / 2));
  const parkings = options.parkings ?? Math.min(slots, chargers * 3);
  const docks = options.docks ?? Math.min(4, aisles);
  const blockedSlots = options.blockedSlots ?? Math.min(3, slots);
  const crossAisles = options.crossAisles ?? 0;
  if (chargers < 0 || chargers > slots) throw new RangeError(`chargers must be between 0 and ${slots}`);
  if (parkings < 0 || parkings > slots) throw new RangeError(`parkings must be between 0 and ${slots}`);
  if (docks < 0 || docks > aisles) throw new RangeError(`docks must be between 0 and ${aisles}`);
  if (blockedSlots < 0 || blockedSlots > slots) throw new RangeError(`blockedSlots must be between 0 and ${slots}`);
  // Leave the racks under maintenance and at least one rack column between cross aisles.
  const maxCross = Math.floor((slots - blockedSlots) / 2);
  if (!Number.isInteger(crossAisles) || crossAisles < 0 || crossAisles > maxCross) throw new RangeError(`crossAisles must be a whole number between 0 and ${maxCross}`);
  return { chargers, parkings, docks, blockedSlots, crossAisles };
}

/**
 * A rack warehouse: a two-way loop road (Bezier corners) around `aisles` one-way aisles that
 * alternate direction, rack positions (Working) on two-way spurs north and south of each aisle
 * waypoint, optional two-way cross aisles from the top road to the bottom one, chargers north of
 * the top road, parking south of the bottom road, docks with conveyors east of the right road,
 * and a Block zone over a few racks. Deterministic: the same options always give the same layout,
 * so benchmarks can build 2,000 or 10,000 stations alike.
 *
 * Codes: lane waypoints A01P05, racks A01N05 / A01S05, road RD001, chargers CH01, parking
 * PK01, docks DK01 (wider numbers when the counts need them).
 */
export function generateWarehouse(options: WarehouseOptions): SiteLayout {
  const { aisles, slots } = options;
  const { chargers, parkings, docks, blockedSlots, crossAisles } = resolve(options);
  const g = GRID;
  const b = new SiteBuilder(g.mmPerUnit);
  const aw = Math.max(2, String(aisles).length);
  const sw = Math.max(2, String(slots).length);

  const colX = (k: number) => g.left + g.inset + k * g.columnPitch;
  const laneY = (a: number) => g.top + g.inset + g.rackOffset + a * g.aislePitch;
  const right = colX(slots - 1) + g.inset;
  const bottom = laneY(aisles - 1) + g.rackOffset + g.inset;
  const columns = Array.from({ length: slots }, (_, k) => colX(k));
  const lanes = Array.from({ length: aisles }, (_, a) => laneY(a));
  const roadWidth = Math.max(3, String(2 * slots + 2 * aisles + 8).length);
  // Lane waypoints of each cross aisle's column, spread over the columns before the racks under
  // maintenance, so none of those is a cross aisle.
  const crossWays = new Map<number, string[]>(spread(crossAisles, slots - blockedSlots).map((k) => [k, []]));

  const road = loopRoad(
    b,
    { left: g.left, right, top: g.top, bottom, radius: g.cornerRadius },
    { xs: columns, ys: lanes },
    (n) => `RD${pad(n, roadWidth)}`,
  );

  for (let a = 0; a < aisles; a++) {
    const aisle = `A${pad(a + 1, aw)}`;
    const y = laneY(a);
    const lane = columns.map((x, k) => b.station(`${aisle}P${pad(k + 1, sw)}`, x, y, 'Public'));
    const west = road.left.get(y)!;
    const east = road.right.get(y)!;
    // One-way aisles, alternating: even aisles run west -> east, odd ones east -> west.
    b.chain(a % 2 === 0 ? [west, ...lane, east] : [east, ...[...lane].reverse(), west], 'forward');
    const racks: string[] = [];
    lane.forEach((waypoint, k) => {
      const crossWay = crossWays.get(k);
      if (crossWay) {
        // A cross aisle has no racks: its waypoints join the road north and south instead.
        crossWay.push(waypoint);
        return;
      }
      const north = b.station(`${aisle}N${pad(k + 1, sw)}`, columns[k]!, y - g.rackOffset, 'Working', `Rack ${aisle}-N${pad(k + 1, sw)}`);
      const south = b.station(`${aisle}S${pad(k + 1, sw)}`, columns[k]!, y + g.rackOffset, 'Working', `Rack ${aisle}-S${pad(k + 1, sw)}`);
      b.straight(waypoint, north, 'both');
      b.straight(waypoint, south, 'both');
      racks.push(north, south);
    });
    b.zone(`Z${aisle}`, `Aisle ${aisle}`, 'Working', racks);
  }

  for (const [k, waypoints] of crossWays) {
    b.chain([road.top.get(columns[k]!)!, ...waypoints, road.bottom.get(columns[k]!)!], 'double-forward');
  }

  const chargerCodes = spread(chargers, slots).map((k, i) => {
    const code = b.station(`CH${pad(i + 1, 2)}`, columns[k]!, g.top - g.spur, 'Charging', `Charger ${i + 1}`);
    b.straight(road.top.get(columns[k]!)!, code, 'both');
    b.addEquipment({
      code: `CP${pad(i + 1, 2)}`,
      name: `Charging pile ${i + 1}`,
      brandName: 'Wiferion',
      modelName: 'etaLINK 3000',
      station: code,
      ipAddress: `192.168.20.${(i % 250) + 1}`,
      customInfo: { power: '3 kW', voltage: '48 V' },
    });
    return code;
  });
  if (chargerCodes.length) b.zone('ZCHARGE', 'Charging area', 'Charging', chargerCodes);

  const parkingCodes = spread(parkings, slots).map((k, i) => {
    const code = b.station(`PK${pad(i + 1, 2)}`, columns[k]!, bottom + g.spur, 'Public', `Parking ${i + 1}`);
    b.straight(road.bottom.get(columns[k]!)!, code, 'both');
    return code;
  });
  if (parkingCodes.length) b.zone('ZPARK', 'Parking area', 'Parking', parkingCodes);

  const dockCodes = spread(docks, aisles).map((a, i) => {
    const code = b.station(`DK${pad(i + 1, 2)}`, right + g.spur, lanes[a]!, 'Working', `Dock ${i + 1}`);
    b.straight(road.right.get(lanes[a]!)!, code, 'both');
    b.addEquipment({
      code: `CV${pad(i + 1, 2)}`,
      name: `Dock conveyor ${i + 1}`,
      brandName: 'Interroll',
      modelName: 'RM 8320',
      station: code,
      ipAddress: `192.168.30.${(i % 250) + 1}`,
      customInfo: { rollers: '12', maxLoad: '1000 kg', side: i % 2 === 0 ? 'inbound' : 'outbound' },
    });
    return code;
  });
  if (dockCodes.length) b.zone('ZDOCK', 'Docks', 'Working', dockCodes);

  if (blockedSlots > 0) {
    const aisle = `A${pad(aisles, aw)}`;
    const blocked = Array.from({ length: blockedSlots }, (_, i) => `${aisle}N${pad(slots - blockedSlots + i + 1, sw)}`);
    b.zone('ZBLOCK1', `Racks ${aisle} under maintenance`, 'Block', blocked);
  }

  return b.build({ margin: g.margin, stationRadius: g.stationRadius, stationWidth: g.stationWidth });
}
