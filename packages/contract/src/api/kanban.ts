import { z } from 'zod';
import { LayoutGraph, Zone } from './fleet.js';
import { Id } from './fields.js';

/**
 * Kanban boards for wall screens (issue 16, docs/kanban.md): an administrator names a board, picks
 * one layout and one of the SPEC §2 board pages, and hands the screen a URL with a random token.
 * The screen reads that one layout, read-only, without signing in.
 */

/** The board pages of SPEC §2 a board may open on; all show the same live view, laid out alike. */
export const TILE_BOARD_PAGES = ['AgvKanBanMain', 'KanbanModal', 'DaJinKanban'] as const;

/**
 * The public monitor routes and customer screens of SPEC §2 a board may open on instead
 * (docs/public-screens.md): the layout's live map, or a customer's own view of the same layout.
 */
export const MONITOR_BOARD_PAGES = [
  'MapMonitor',
  'MapMonitorNew',
  'MapMonitorForRouting',
  'longxin',
  'cumminsMapMonitorModal',
  'cumminsEngineMapMonitorModal',
  'twAGVInfo',
  'SAICPadDisplayModal',
] as const;
export type MonitorBoardPage = (typeof MONITOR_BOARD_PAGES)[number];

/** The pages that draw the layout's map: only their tokens open the map call and the fleet socket. */
export const MAP_BOARD_PAGES: readonly KanbanPage[] = ['MapMonitor', 'MapMonitorNew', 'MapMonitorForRouting', 'longxin', 'cumminsMapMonitorModal', 'cumminsEngineMapMonitorModal'];

export const KANBAN_PAGES = [...TILE_BOARD_PAGES, ...MONITOR_BOARD_PAGES] as const;
export type KanbanPage = (typeof KANBAN_PAGES)[number];

/** The header a board screen sends its token in (a header stays out of access logs, a query would not). */
export const BOARD_TOKEN_HEADER = 'X-Board-Token';
/** The URL query parameter the board page reads its token from (after `#`, so it never reaches the server). */
export const BOARD_TOKEN_PARAM = 'board';
/** How often a board screen asks again, ms. */
export const BOARD_POLL_MS = 3_000;

/** One board as the administration page lists it; the token itself is never stored or listed. */
export const KanbanBoard = z.object({
  id: z.string(),
  name: z.string(),
  layoutId: z.string(),
  layoutName: z.string().nullable(),
  page: z.enum(KANBAN_PAGES),
  /** The token's last four characters, so an administrator can tell which screen holds which. */
  tokenHint: z.string().nullable(),
  /** When the current token was issued, ms since epoch. */
  issuedAt: z.number(),
  /** When the token was revoked (null: valid). */
  revokedAt: z.number().nullable(),
  createTime: z.number(),
});
export type KanbanBoard = z.output<typeof KanbanBoard>;

export const KanbanBoardAdd = z.object({
  name: z.string().trim().min(1).max(64),
  layoutId: Id,
  page: z.enum(KANBAN_PAGES),
});
export type KanbanBoardAdd = z.input<typeof KanbanBoardAdd>;

export const KanbanBoardIdBody = z.object({ id: Id });

/** A freshly issued token: shown once, when the board is made or its token re-issued. */
export const KanbanBoardIssued = z.object({ board: KanbanBoard, token: z.string() });
export type KanbanBoardIssued = z.output<typeof KanbanBoardIssued>;

/** A layout an administrator may put on a board. */
export const KanbanLayoutOption = z.object({ id: z.string(), name: z.string() });

/** How a board colours a vehicle (from the fleet's run status). */
export const BOARD_VEHICLE_STATES = ['running', 'idle', 'charging', 'error', 'offline'] as const;
export type BoardVehicleState = (typeof BOARD_VEHICLE_STATES)[number];

export const BoardVehicle = z.object({
  code: z.string(),
  state: z.enum(BOARD_VEHICLE_STATES),
  battery: z.number(),
  orderCode: z.string().nullable(),
  errorCode: z.string().nullable(),
});
export type BoardVehicle = z.output<typeof BoardVehicle>;

/** A working zone: how many of its stations hold a load. */
export const BoardZone = z.object({
  code: z.string(),
  stations: z.array(z.object({ code: z.string(), name: z.string(), occupied: z.boolean() })),
});
export type BoardZone = z.output<typeof BoardZone>;

export const BoardOrder = z.object({
  code: z.string(),
  state: z.string(),
  source: z.string(),
  destination: z.string().nullable(),
  vehicleCode: z.string().nullable(),
});
export type BoardOrder = z.output<typeof BoardOrder>;

export const BoardError = z.object({ vehicleCode: z.string(), errorCode: z.string(), level: z.string() });
export type BoardError = z.output<typeof BoardError>;

/** What a board screen shows: its layout's live fleet, read from memory. */
export const BoardView = z.object({
  name: z.string(),
  page: z.enum(KANBAN_PAGES),
  layoutName: z.string().nullable(),
  /** False while the layout has no running fleet (never published, or halted): lists are empty. */
  running: z.boolean(),
  vehicles: z.array(BoardVehicle),
  zones: z.array(BoardZone),
  orders: z.array(BoardOrder),
  errors: z.array(BoardError),
  /** When the server built this view, ms since epoch. */
  at: z.number(),
});
export type BoardView = z.output<typeof BoardView>;

/**
 * The static map of a board's layout (its published version), all a monitor board needs to draw it:
 * the graph, the zones with their station codes and the blocked-zone stations. Live vehicles and
 * occupancy come over the fleet socket with the same token.
 */
export const BoardMap = z.object({
  layoutId: z.string(),
  /** Null while the layout has no stations to draw. */
  graph: LayoutGraph.nullable(),
  zones: z.array(Zone),
  members: z.array(z.object({ zoneId: z.string(), stationCodes: z.array(z.string()) })),
  blocked: z.array(z.string()),
});
export type BoardMap = z.output<typeof BoardMap>;
