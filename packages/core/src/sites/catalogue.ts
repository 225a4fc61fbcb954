import type { ErrorCategory, ErrorLevel } from '../vehicle/errors.js';
import { generateProductionFloor } from './production.js';
import type { SiteLayout } from './site.js';
import { generateWarehouse } from './warehouse.js';

/*
 * The demo site's fixed data: two maps with one layout each, one brand, two models, two groups,
 * a dozen vehicles on parking places, an error dictionary and a few order templates. Plain data
 * referring to each other by code; the seed turns codes into ids.
 */

export interface DemoLayout {
  readonly code: string;
  readonly name: string;
  readonly site: SiteLayout;
  /** JSON for the 3D view, or null when the layout has none (the monitor stays 2D). */
  readonly three: object | null;
}

export interface DemoMap {
  readonly code: string;
  readonly name: string;
  readonly layout: DemoLayout;
}

export interface DemoModel {
  readonly code: string;
  readonly name: string;
  /** mm, mm/s, kg */
  readonly length: number;
  readonly width: number;
  readonly maxSpeed: number;
  readonly maxLoad: number;
  readonly agvType: string;
  readonly agvHeadType: string;
  readonly agvImage: string;
}

export interface DemoGroup {
  readonly code: string;
  readonly name: string;
  readonly map: string;
}

export interface DemoAgv {
  readonly uid: string;
  readonly code: string;
  readonly name: string;
  readonly model: string;
  readonly group: string;
  readonly map: string;
  readonly ip: string;
  readonly station: string;
  /** degrees */
  readonly rotation: number;
}

export interface DemoError {
  readonly code: string;
  readonly level: ErrorLevel;
  readonly category: ErrorCategory;
  readonly name: string;
  readonly description: string;
  readonly solution: string;
}

export interface DemoTemplate {
  readonly code: string;
  readonly name: string;
  readonly taskType: string;
  readonly map: string;
  readonly src: string;
  readonly dest: string;
  readonly group: string;
  readonly intervalSeconds: number | null;
}

/** Battery rules every demo vehicle follows (SPEC §3 AGV, percentages and minutes). */
export const DEMO_BATTERY = { low: 20, runOrder: 40, free: 60, full: 95, fullTimeMinutes: 90 } as const;

export const DEMO_CONTROL_TASK_TYPES = JSON.stringify([{ taskType: 'Delivery' }, { taskType: 'Charge' }, { taskType: 'Park' }]);

/** Built once per call: the generators are deterministic, so every call returns equal data. */
export function demoMaps(): readonly DemoMap[] {
  const warehouse = generateWarehouse({ aisles: 6, slots: 16, chargers: 4, parkings: 12, docks: 4 });
  const production = generateProductionFloor({ cells: 6 });
  return [
    {
      code: 'MAP01',
      name: 'Central warehouse',
      layout: {
        code: 'LAYOUT01',
        name: 'Warehouse ground floor',
        site: warehouse,
        three: { boundary: { width: warehouse.width, height: warehouse.height }, wallHeight: 50, wallThickness: 2 },
      },
    },
    {
      code: 'MAP02',
      name: 'Production hall',
      layout: { code: 'LAYOUT02', name: 'Production floor', site: production, three: null },
    },
  ];
}

export const DEMO_BRAND = { code: 'MUSHINY', name: 'Mushiny' } as const;

export const DEMO_MODELS: readonly DemoModel[] = [
  {
    code: 'FL1500',
    name: 'Pallet forklift FL1500',
    length: 1800,
    width: 900,
    maxSpeed: 1500,
    maxLoad: 1500,
    agvType: 'Laser',
    agvHeadType: 'Forklift',
    agvImage: 'blueAGV.png',
  },
  {
    code: 'JK600',
    name: 'Jacking AGV JK600',
    length: 1100,
    width: 700,
    maxSpeed: 1200,
    maxLoad: 600,
    agvType: 'SLAM',
    agvHeadType: 'Jacking',
    agvImage: 'blueAGV.png',
  },
];

export const DEMO_GROUPS: readonly DemoGroup[] = [
  { code: 'WH_FORKLIFTS', name: 'Warehouse forklifts', map: 'MAP01' },
  { code: 'LINE_FEEDERS', name: 'Line feeders', map: 'MAP02' },
];

/** Nine forklifts on the warehouse's parking places, three jacking vehicles in the production hall. */
export const DEMO_AGVS: readonly DemoAgv[] = [
  ...Array.from({ length: 9 }, (_, i) => ({
    uid: `FL1500-${String(2401 + i)}`,
    code: `FL${String(i + 1).padStart(2, '0')}`,
    name: `FL${String(i + 1).padStart(2, '0')}`,
    model: 'FL1500',
    group: 'WH_FORKLIFTS',
    map: 'MAP01',
    ip: `192.168.10.${101 + i}`,
    station: `PK${String(i + 1).padStart(2, '0')}`,
    rotation: 270,
  })),
  ...Array.from({ length: 3 }, (_, i) => ({
    uid: `JK600-${String(3101 + i)}`,
    code: `JK${String(i + 1).padStart(2, '0')}`,
    name: `JK${String(i + 1).padStart(2, '0')}`,
    model: 'JK600',
    group: 'LINE_FEEDERS',
    map: 'MAP02',
    ip: `192.168.10.${151 + i}`,
    station: `PPK${String(i + 1).padStart(2, '0')}`,
    rotation: 0,
  })),
];

export const DEMO_ERRORS: readonly DemoError[] = [
  {
    code: 'A1001',
    level: 'Warning',
    category: 'AgvError',
    name: 'Obstacle ahead (slow zone)',
    description: 'The front safety scanner sees an obstacle in its warning field; the vehicle slows down.',
    solution: 'Remove the obstacle from the path; the vehicle resumes by itself.',
  },
  {
    code: 'A1002',
    level: 'Error',
    category: 'AgvError',
    name: 'Obstacle ahead (stop zone)',
    description: 'The front safety scanner sees an obstacle in its protective field; the vehicle has stopped.',
    solution: 'Remove the obstacle, then reset the vehicle on its panel if it does not resume.',
  },
  {
    code: 'A1003',
    level: 'Fatal',
    category: 'AgvError',
    name: 'Bumper pressed',
    description: 'The safety bumper was pressed; drives are disabled.',
    solution: 'Check for a collision, free the bumper and reset on the vehicle.',
  },
  {
    code: 'A1004',
    level: 'Fatal',
    category: 'AgvError',
    name: 'Emergency stop pressed',
    description: 'An emergency stop button on the vehicle is pressed.',
    solution: 'Make the area safe, release the button and reset the vehicle.',
  },
  {
    code: 'A2001',
    level: 'Error',
    category: 'AgvError',
    name: 'Localisation lost',
    description: 'The vehicle cannot match its laser scan to the map (confidence too low).',
    solution: 'Move the vehicle manually to a known station and relocalise it.',
  },
  {
    code: 'A2002',
    level: 'Error',
    category: 'AgvError',
    name: 'Off the path',
    description: 'The vehicle deviates from its path by more than the allowed distance.',
    solution: 'Check floor and reflectors; drive the vehicle back onto the path manually.',
  },
  {
    code: 'A3001',
    level: 'Notice',
    category: 'AgvError',
    name: 'Battery low',
    description: 'Battery level is at or below the forced-charge level.',
    solution: 'The vehicle is sent to a charger automatically; no action needed.',
  },
  {
    code: 'A3002',
    level: 'Error',
    category: 'AgvError',
    name: 'Charging failed',
    description: 'The charger contacts did not deliver current within 60 seconds.',
    solution: 'Clean the charging contacts and check the charger is switched on.',
  },
  {
    code: 'A3003',
    level: 'Warning',
    category: 'AgvError',
    name: 'Battery temperature high',
    description: 'Battery temperature is above 50 °C.',
    solution: 'Let the vehicle rest; call service if it repeats.',
  },
  {
    code: 'A4001',
    level: 'Error',
    category: 'AgvError',
    name: 'Fork height fault',
    description: 'The forks did not reach the commanded height in time.',
    solution: 'Check the load and the hydraulic system; retry the step.',
  },
  {
    code: 'A4002',
    level: 'Warning',
    category: 'AgvError',
    name: 'Pallet not detected',
    description: 'The pallet sensors found no pallet at the pick station.',
    solution: 'Check the station occupancy and place the pallet correctly.',
  },
  {
    code: 'A4003',
    level: 'Error',
    category: 'AgvError',
    name: 'Drop station occupied',
    description: 'The destination station is already occupied by a load.',
    solution: 'Clear the station or change the destination of the order.',
  },
  {
    code: 'A5001',
    level: 'Error',
    category: 'AgvError',
    name: 'Drive motor overcurrent',
    description: 'A drive motor controller reported overcurrent.',
    solution: 'Check wheels for blockage; restart the vehicle; call service if it repeats.',
  },
  {
    code: 'S1001',
    level: 'Warning',
    category: 'SystemError',
    name: 'Vehicle connection lost',
    description: 'No state message from the vehicle for more than 10 seconds.',
    solution: 'Check the wireless network and the vehicle power.',
  },
  {
    code: 'S1002',
    level: 'Notice',
    category: 'SystemError',
    name: 'Traffic wait',
    description: 'The vehicle waits for another vehicle to release a station.',
    solution: 'No action needed; it proceeds when the way is free.',
  },
  {
    code: 'S1003',
    level: 'Error',
    category: 'SystemError',
    name: 'No route found',
    description: 'No path exists between the current and the destination station for this vehicle.',
    solution: 'Check blocked zones, locked stations and segment directions.',
  },
  {
    code: 'S1004',
    level: 'Warning',
    category: 'SystemError',
    name: 'Order waiting for a vehicle',
    description: 'No eligible vehicle accepted the order within 5 minutes.',
    solution: 'Check that vehicles of the group are connected, unlocked and charged.',
  },
  {
    code: 'S1005',
    level: 'Error',
    category: 'SystemError',
    name: 'Equipment not answering',
    description: 'The equipment at the station did not answer the handshake.',
    solution: 'Check the equipment is switched on and reachable on the network.',
  },
];

export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    code: 'TPL_DK01_A01', name: 'Dock1ToAisle1', taskType: 'Material',
    map: 'MAP01', src: 'DK01', dest: 'A01N01',
    group: 'WH_FORKLIFTS', intervalSeconds: null,
  },
  {
    code: 'TPL_A03_DK02', name: 'Aisle3ToDock2', taskType: 'Material',
    map: 'MAP01', src: 'A03S08', dest: 'DK02',
    group: 'WH_FORKLIFTS', intervalSeconds: null,
  },
  {
    code: 'TPL_DK03_DK04', name: 'Dock3ToDock4', taskType: 'EmptyContainer',
    map: 'MAP01', src: 'DK03', dest: 'DK04',
    group: 'WH_FORKLIFTS', intervalSeconds: 600,
  },
  {
    code: 'TPL_MC01_AS01', name: 'Machining1ToAssembly1', taskType: 'Material',
    map: 'MAP02', src: 'MC01', dest: 'AS01',
    group: 'LINE_FEEDERS', intervalSeconds: 300,
  },
  // The scheduled templates come in pairs that carry the container back, so the demo's traffic
  // goes on: a pick needs a load at its station and a drop an empty one. Of a pair due together,
  // the one whose pick station holds the container runs; the other waits for its next round.
  {
    code: 'TPL_DK04_DK03', name: 'Dock4ToDock3', taskType: 'EmptyContainer',
    map: 'MAP01', src: 'DK04', dest: 'DK03',
    group: 'WH_FORKLIFTS', intervalSeconds: 600,
  },
  {
    code: 'TPL_AS01_MC01', name: 'Assembly1ToMachining1', taskType: 'EmptyContainer',
    map: 'MAP02', src: 'AS01', dest: 'MC01',
    group: 'LINE_FEEDERS', intervalSeconds: 300,
  },
];

/** Stations that hold a load when the demo starts: where the demo templates pick. */
export const DEMO_LOADED_STATIONS: Readonly<Record<string, readonly string[]>> = {
  MAP01: ['DK01', 'A03S08', 'DK03'],
  MAP02: ['MC01'],
};

export interface DemoActionStep {
  readonly code: string;
  readonly name: string;
  readonly type: string;
  readonly para: string | null;
}

export interface DemoAction {
  readonly code: string;
  readonly name: string;
  readonly type: string;
  readonly steps: readonly DemoActionStep[];
}

/** Station actions every demo layout offers: what a vehicle does on arrival (steps run in order). */
export const DEMO_ACTIONS: readonly DemoAction[] = [
  {
    code: 'PICK',
    name: 'Pick up load',
    type: 'Pick',
    steps: [
      { code: 'ALIGN', name: 'Align with the load', type: 'Move', para: null },
      { code: 'LIFT', name: 'Lift the load', type: 'Lift', para: 'height=150' },
      { code: 'CHECK', name: 'Check the load sensor', type: 'Check', para: 'sensor=pallet' },
    ],
  },
  {
    code: 'DROP',
    name: 'Drop load',
    type: 'Drop',
    steps: [
      { code: 'ALIGN', name: 'Align with the station', type: 'Move', para: null },
      { code: 'LOWER', name: 'Lower the load', type: 'Lift', para: 'height=0' },
    ],
  },
  {
    code: 'CHARGE',
    name: 'Charge',
    type: 'Charge',
    steps: [
      { code: 'DOCK', name: 'Dock on the charger', type: 'Move', para: null },
      { code: 'START', name: 'Start charging', type: 'Charge', para: null },
    ],
  },
];
