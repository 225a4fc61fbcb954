/**
 * A cost matrix for assignment: rows (orders) by columns (vehicles); undefined where the row may
 * not take the column. Costs may be negative (aging lowers them).
 */
export type CostMatrix = readonly (readonly (number | undefined)[])[];

/**
 * Minimum-cost assignment of rows to distinct columns, for rectangular matrices: first as many
 * rows as can be assigned at all (maximum cardinality), then, among those assignments, the
 * lowest total cost. Returns each row's column, or undefined for a row left out.
 *
 * The Hungarian method (Kuhn 1955, Munkres 1957) in its shortest-augmenting-path form with
 * potentials (Jonker & Volgenant 1987; e-maxx's O(n²·m) formulation): each row in turn is added
 * by a Dijkstra-like search over reduced costs, which stay non-negative, so the result is exact.
 * Forbidden pairs get a cost larger than any difference of feasible totals, so an assignment
 * with fewer forbidden pairs always wins; they are dropped from the answer. Deterministic:
 * ties go to the lower column index.
 */
export function minCostAssignment(cost: CostMatrix, columns: number): (number | undefined)[] {
  const rows = cost.length;
  if (rows === 0 || columns === 0) return new Array<undefined>(rows).fill(undefined);
  // The method needs rows <= columns: solve the transpose when there are more rows.
  if (rows > columns) {
    const transposed = Array.from({ length: columns }, (_, c) => Array.from({ length: rows }, (_, r) => cost[r][c]));
    const byColumn = minCostAssignment(transposed, rows);
    const result = new Array<number | undefined>(rows).fill(undefined);
    byColumn.forEach((r, c) => {
      if (r !== undefined) result[r] = c;
    });
    return result;
  }
  let largest = 0;
  for (const row of cost) for (const c of row) if (c !== undefined) largest = Math.max(largest, Math.abs(c));
  // Any two sets of at most `rows` feasible pairs differ by less than this in total.
  const forbidden = 2 * largest * (rows + 1) + 1;
  const a = (r: number, c: number) => cost[r][c] ?? forbidden;

  // 1-based as in the textbook form: index 0 is the virtual start column / no row.
  const u = new Float64Array(rows + 1);
  const v = new Float64Array(columns + 1);
  const rowOf = new Int32Array(columns + 1);
  const way = new Int32Array(columns + 1);
  const minv = new Float64Array(columns + 1);
  const used = new Uint8Array(columns + 1);
  for (let i = 1; i <= rows; i++) {
    rowOf[0] = i;
    let j0 = 0;
    minv.fill(Infinity);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = rowOf[j0];
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= columns; j++) {
        if (used[j]) continue;
        const reduced = a(i0 - 1, j - 1) - u[i0] - v[j];
        if (reduced < minv[j]) {
          minv[j] = reduced;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= columns; j++) {
        if (used[j]) {
          u[rowOf[j]] += delta;
          v[j] -= delta;
        } else minv[j] -= delta;
      }
      j0 = j1;
    } while (rowOf[j0] !== 0);
    do {
      const j1 = way[j0];
      rowOf[j0] = rowOf[j1];
      j0 = j1;
    } while (j0 !== 0);
  }
  const result = new Array<number | undefined>(rows).fill(undefined);
  for (let j = 1; j <= columns; j++) {
    const r = rowOf[j] - 1;
    if (r >= 0 && cost[r][j - 1] !== undefined) result[r] = j - 1;
  }
  return result;
}

/** Total cost of an assignment (forbidden pairs are never part of one). */
export function assignmentCost(cost: CostMatrix, assignment: readonly (number | undefined)[]): number {
  let total = 0;
  assignment.forEach((c, r) => {
    if (c !== undefined) total += cost[r][c]!;
  });
  return total;
}
