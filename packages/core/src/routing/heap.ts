/** Minimal binary min-heap on a numeric key; ties pop in insertion order (deterministic). */
export class MinHeap<T> {
  private items: { key: number; seq: number; value: T }[] = [];
  private seq = 0;

  get size(): number {
    return this.items.length;
  }

  push(key: number, value: T): void {
    const items = this.items;
    items.push({ key, seq: this.seq++, value });
    let i = items.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(i, p)) break;
      [items[i], items[p]] = [items[p], items[i]];
      i = p;
    }
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
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && this.less(l, m)) m = l;
        if (r < items.length && this.less(r, m)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m], items[i]];
        i = m;
      }
    }
    return { key: top.key, value: top.value };
  }

  private less(a: number, b: number): boolean {
    const x = this.items[a];
    const y = this.items[b];
    return x.key < y.key || (x.key === y.key && x.seq < y.seq);
  }
}
