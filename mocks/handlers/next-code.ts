/** Next free code of a collection's numeric key: one past the highest, and past `floor`. */
export function nextCode<T>(rows: readonly T[], key: (row: T) => number, floor: number): number {
  let max = floor;
  for (const row of rows) max = Math.max(max, key(row));
  return max + 1;
}
