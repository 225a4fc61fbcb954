import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../rng.js';
import { assignmentCost, minCostAssignment, type CostMatrix } from './min-cost-assignment.js';

/** Every assignment of rows to distinct columns (rows may be left out): the most rows, then the least cost. */
function bruteForce(cost: CostMatrix, columns: number): { rows: number; total: number } {
  let best = { rows: -1, total: Infinity };
  const used = new Array<boolean>(columns).fill(false);
  const walk = (r: number, rows: number, total: number) => {
    if (r === cost.length) {
      if (rows > best.rows || (rows === best.rows && total < best.total - 1e-9)) best = { rows, total };
      return;
    }
    walk(r + 1, rows, total);
    for (let c = 0; c < columns; c++) {
      const x = cost[r][c];
      if (used[c] || x === undefined) continue;
      used[c] = true;
      walk(r + 1, rows + 1, total + x);
      used[c] = false;
    }
  };
  walk(0, 0, 0);
  return best;
}

/** Each row in turn takes its cheapest free column: first-come dispatch. */
function greedy(cost: CostMatrix, columns: number): (number | undefined)[] {
  const used = new Set<number>();
  return cost.map((row) => {
    let best: number | undefined;
    for (let c = 0; c < columns; c++) if (!used.has(c) && row[c] !== undefined && (best === undefined || row[c]! < row[best]!)) best = c;
    if (best !== undefined) used.add(best);
    return best;
  });
}

const rowsAssigned = (a: readonly (number | undefined)[]) => a.filter((c) => c !== undefined).length;

describe('minimum-cost assignment (Hungarian method)', () => {
  it('beats first-come on the classic case: the first order takes the vehicle the second needs', () => {
    // Order 0 is 1 s nearer vehicle 0 than vehicle 1; order 1 can only be reached cheaply by vehicle 0.
    const cost = [
      [10, 11],
      [12, 100],
    ];
    expect(assignmentCost(cost, greedy(cost, 2))).toBe(110);
    expect(minCostAssignment(cost, 2)).toEqual([1, 0]);
    expect(assignmentCost(cost, minCostAssignment(cost, 2))).toBe(23);
  });

  it('assigns as many rows as possible before it minimises cost', () => {
    // Row 0 alone would take column 0 (cheaper), but then row 1, which can only use column 0, is left out.
    const cost = [
      [1, 50],
      [2, undefined],
    ];
    expect(minCostAssignment(cost, 2)).toEqual([1, 0]);
  });

  it('handles rectangular matrices both ways, forbidden pairs and empty ones', () => {
    expect(minCostAssignment([[5, 3, 9]], 3)).toEqual([1]);
    expect(minCostAssignment([[5], [3], [9]], 1)).toEqual([undefined, 0, undefined]);
    expect(minCostAssignment([[undefined, undefined]], 2)).toEqual([undefined]);
    expect(minCostAssignment([], 3)).toEqual([]);
    expect(minCostAssignment([[1], [2]], 0)).toEqual([undefined, undefined]);
  });

  it('equals brute force on 2,000 random small matrices (negative costs and forbidden pairs included)', () => {
    const rng = createRng(15);
    let greedyWorse = 0;
    for (let n = 0; n < 2000; n++) {
      const rows = 1 + randomInt(rng, 6);
      const columns = 1 + randomInt(rng, 6);
      const cost = Array.from({ length: rows }, () => Array.from({ length: columns }, () => (rng.next() < 0.2 ? undefined : randomInt(rng, 200) - 50 + rng.next())));
      const got = minCostAssignment(cost, columns);
      // A valid assignment: distinct, allowed columns.
      const cols = got.filter((c) => c !== undefined);
      expect(new Set(cols).size).toBe(cols.length);
      got.forEach((c, r) => c !== undefined && expect(cost[r][c]).toBeDefined());
      const best = bruteForce(cost, columns);
      expect(rowsAssigned(got)).toBe(best.rows);
      expect(assignmentCost(cost, got)).toBeCloseTo(best.total, 6);
      const g = greedy(cost, columns);
      if (rowsAssigned(g) < best.rows || assignmentCost(cost, g) > best.total + 1e-6) greedyWorse++;
    }
    // The cases where it matters are common, not contrived.
    expect(greedyWorse).toBeGreaterThan(500);
  });

  it('is deterministic: ties go to the lower column', () => {
    const cost = [
      [1, 1, 1],
      [1, 1, 1],
    ];
    expect(minCostAssignment(cost, 3)).toEqual(minCostAssignment(cost, 3));
    expect(new Set(minCostAssignment(cost, 3)).size).toBe(2);
  });
});
