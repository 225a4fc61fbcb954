/** A one-criterion ordering; negative when a should come first. */
export type Comparator<T> = (a: T, b: T) => number;

/** Applies comparators in turn until one tells a and b apart. */
export function chain<T>(...comparators: readonly Comparator<T>[]): Comparator<T> {
  return (a, b) => {
    for (const c of comparators) {
      const r = c(a, b);
      if (r !== 0) return r;
    }
    return 0;
  };
}

export const ascending =
  <T>(key: (t: T) => number): Comparator<T> =>
  (a, b) =>
    key(a) - key(b);

export const descending =
  <T>(key: (t: T) => number): Comparator<T> =>
  (a, b) =>
    key(b) - key(a);

export const byText =
  <T>(key: (t: T) => string): Comparator<T> =>
  (a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
