type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [T, ...R]>;

/** Element `i` of a list a test built or read; a missing element fails the test here, with the index. */
export function nth<T>(list: ArrayLike<T>, i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`expected an element at index ${i}, the list has ${list.length}`);
  return item;
}

/** The first `n` elements of a list as a tuple (`const [a, b] = firstOf(rows, 2)`); fewer fail the test. */
export function firstOf<T, N extends number>(list: readonly T[], n: N): Tuple<T, N> {
  if (list.length < n) throw new Error(`expected at least ${n} elements, the list has ${list.length}`);
  return list.slice(0, n) as unknown as Tuple<T, N>;
}
