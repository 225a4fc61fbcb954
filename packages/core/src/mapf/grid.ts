/**
 * A 4-connected grid in the League of Robot Runners' (LoRR) conventions: a cell is one integer,
 * row * width + col; directions are 0 east, 1 south, 2 west, 3 north, so a clockwise turn adds 1.
 * Free cells also get a dense index so per-goal distance tables cover only cells robots can use.
 */
export type Dir = 0 | 1 | 2 | 3;

export interface Grid {
  readonly width: number;
  readonly height: number;
  /** 1 where a robot may stand. */
  readonly free: Uint8Array;
  /** Cell -> dense index among free cells, or -1 for an obstacle. */
  readonly freeIndex: Int32Array;
  /** Dense index -> cell. */
  readonly freeCells: Int32Array;
}

/** Builds a grid from rows of characters: '@' and 'T' are obstacles, anything else is free. */
export function gridFromRows(rows: readonly string[]): Grid {
  const height = rows.length;
  const width = height === 0 ? 0 : rows[0].length;
  const free = new Uint8Array(width * height);
  for (let r = 0; r < height; r++) {
    if (rows[r].length !== width) throw new Error(`grid row ${r} has ${rows[r].length} characters, expected ${width}`);
    for (let c = 0; c < width; c++) {
      const ch = rows[r][c];
      free[r * width + c] = ch === '@' || ch === 'T' ? 0 : 1;
    }
  }
  const freeIndex = new Int32Array(width * height).fill(-1);
  const cells: number[] = [];
  for (let cell = 0; cell < free.length; cell++) {
    if (free[cell]) {
      freeIndex[cell] = cells.length;
      cells.push(cell);
    }
  }
  return { width, height, free, freeIndex, freeCells: Int32Array.from(cells) };
}

/** Parses the text of a LoRR/MovingAI `.map` file (four header lines, then the rows). */
export function parseGridMap(text: string): Grid {
  const lines = text.split(/\r?\n/);
  let height = -1;
  let width = -1;
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line.startsWith('height')) height = Number(line.split(/\s+/)[1]);
    else if (line.startsWith('width')) width = Number(line.split(/\s+/)[1]);
    else if (line === 'map') break;
  }
  if (height < 0 || width < 0 || i >= lines.length) throw new Error('map: missing height, width or "map" line');
  const rows = lines.slice(i + 1, i + 1 + height);
  if (rows.length !== height) throw new Error(`map: expected ${height} rows, found ${rows.length}`);
  return gridFromRows(rows);
}

/** The cell one step from `cell` in direction `dir`, or -1 off the grid or into an obstacle. */
export function step(grid: Grid, cell: number, dir: number): number {
  const { width, height } = grid;
  const row = (cell / width) | 0;
  const col = cell - row * width;
  let next: number;
  switch (dir) {
    case 0:
      if (col + 1 >= width) return -1;
      next = cell + 1;
      break;
    case 1:
      if (row + 1 >= height) return -1;
      next = cell + width;
      break;
    case 2:
      if (col === 0) return -1;
      next = cell - 1;
      break;
    default:
      if (row === 0) return -1;
      next = cell - width;
  }
  return grid.free[next] ? next : -1;
}

/** Direction from a cell to an adjacent one, or -1 if they are not 4-neighbours. */
export function dirBetween(grid: Grid, from: number, to: number): number {
  for (let d = 0; d < 4; d++) if (step(grid, from, d) === to) return d;
  return -1;
}

/** Quarter turns needed to go from facing `a` to facing `b` (0, 1 or 2). */
export function turns(a: number, b: number): number {
  const diff = (b - a + 4) & 3;
  return diff === 3 ? 1 : diff;
}

export function manhattan(grid: Grid, a: number, b: number): number {
  const w = grid.width;
  const ra = (a / w) | 0;
  const rb = (b / w) | 0;
  return Math.abs(ra - rb) + Math.abs(a - ra * w - (b - rb * w));
}
