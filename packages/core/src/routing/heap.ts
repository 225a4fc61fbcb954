/** Minimal binary min-heap on a numeric key; ties pop in insertion order (deterministic). */
export class MinHeap<T> {
  private items: { key: number; seq: number; value: T }[] = [];
  private seq = 0;

  get size(): number {
    return this.items.length;
  }

  push(key: number, value: T): void {
    const items = this.items;
    const entry = { key, seq: this.seq++, value };
    // Sift up with a hole instead of swaps: this runs for every route step.
    let i = items.length;
    items.push(entry);
    while (i > 0) {
      const p = (i - 1) >> 1;
      const parent = items[p];
      if (!before(entry, parent)) break;
      items[i] = parent;
      i = p;
    }
    items[i] = entry;
  }

  /** The smallest entry without removing it. */
  peek(): { key: number; value: T } | undefined {
    const top = this.items[0];
    return top ? { key: top.key, value: top.value } : undefined;
  }

  /** The smallest key, undefined when empty. */
  peekKey(): number | undefined {
    return this.items[0]?.key;
  }

  pop(): { key: number; value: T } | undefined {
    const items = this.items;
    if (items.length === 0) return undefined;
    const top = items[0];
    const last = items.pop()!;
    const n = items.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const m = r < n && before(items[r], items[l]) ? r : l;
        if (!before(items[m], last)) break;
        items[i] = items[m];
        i = m;
      }
      items[i] = last;
    }
    return { key: top.key, value: top.value };
  }
}

function before(x: { key: number; seq: number }, y: { key: number; seq: number }): boolean {
  return x.key < y.key || (x.key === y.key && x.seq < y.seq);
}
