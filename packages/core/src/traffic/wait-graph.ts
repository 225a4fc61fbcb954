/**
 * Strongly connected components of a directed graph (Tarjan), keeping only those that contain
 * a cycle: size > 1, or a node waiting on itself. In the wait-for graph these are deadlocks.
 * Deterministic: nodes are visited in the order given.
 */
export function cycles<T>(nodes: readonly T[], next: (n: T) => readonly T[]): T[][] {
  let index = 0;
  const idx = new Map<T, number>();
  const low = new Map<T, number>();
  const onStack = new Set<T>();
  const stack: T[] = [];
  const out: T[][] = [];

  const visit = (v: T) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: T[] = [];
      let w: T;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || next(v).includes(v)) out.push(comp.reverse());
    }
  };
  for (const n of nodes) if (!idx.has(n)) visit(n);
  return out;
}
