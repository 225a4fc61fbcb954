/**
 * Binary min-heap of small integers (search states) on a numeric key, in typed arrays: nothing is
 * allocated per push or pop, which matters because route searches on a 10,000-station layout push
 * tens of thousands of states and the garbage of an object per entry showed up as collector
 * pauses in the scheduler's slowest ticks. Ties pop in insertion order, exactly as MinHeap, so a
 * search gives the same route with either. `clear()` makes it reusable from search to search.
 */
export class NumberHeap {
  private keys = new Float64Array(64);
  private seqs = new Float64Array(64);
  private values = new Int32Array(64);
  private length = 0;
  private seq = 0;
  /** The key of the entry the last pop() returned. */
  poppedKey = 0;

  get size(): number {
    return this.length;
  }

  clear(): void {
    this.length = 0;
    this.seq = 0;
  }

  /** The smallest key, undefined when empty. */
  peekKey(): number | undefined {
    return this.length > 0 ? this.keys[0] : undefined;
  }

  push(key: number, value: number): void {
    if (this.length === this.keys.length) this.grow();
    const { keys, seqs } = this;
    const seq = this.seq++;
    let i = this.length++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!(key < keys[p] || (key === keys[p] && seq < seqs[p]))) break;
      this.move(i, p);
      i = p;
    }
    this.put(i, key, seq, value);
  }

  /** Removes the smallest entry and returns its value (its key in poppedKey); -1 when empty. */
  pop(): number {
    if (this.length === 0) return -1;
    const { keys, seqs, values } = this;
    const top = values[0];
    this.poppedKey = keys[0];
    const n = --this.length;
    if (n > 0) {
      const key = keys[n];
      const seq = seqs[n];
      const value = values[n];
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const m = r < n && (keys[r] < keys[l] || (keys[r] === keys[l] && seqs[r] < seqs[l])) ? r : l;
        if (!(keys[m] < key || (keys[m] === key && seqs[m] < seq))) break;
        this.move(i, m);
        i = m;
      }
      this.put(i, key, seq, value);
    }
    return top;
  }

  private move(to: number, from: number): void {
    this.keys[to] = this.keys[from];
    this.seqs[to] = this.seqs[from];
    this.values[to] = this.values[from];
  }

  private put(i: number, key: number, seq: number, value: number): void {
    this.keys[i] = key;
    this.seqs[i] = seq;
    this.values[i] = value;
  }

  private grow(): void {
    const size = this.keys.length * 2;
    const keys = new Float64Array(size);
    keys.set(this.keys);
    const seqs = new Float64Array(size);
    seqs.set(this.seqs);
    const values = new Int32Array(size);
    values.set(this.values);
    this.keys = keys;
    this.seqs = seqs;
    this.values = values;
  }
}
