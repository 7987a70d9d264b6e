/**
 * A place in a list ordered by start time, then id (which breaks ties): the last row of the page
 * before. The next page starts right after it, so rows inserted meanwhile neither repeat nor
 * shift the rows that follow, and the database reads from an index instead of counting rows.
 */
export interface Keyset {
  start: number;
  id: number;
}

export interface Page<Row, Position> {
  rows: Row[];
  /** Where the next page starts; null on the last page. */
  next: Position | null;
}

/** Up to `limit` of `rows`, fetched one beyond it so that we know whether more follow. */
export function pageOf<Row, Position>(
  rows: Row[],
  limit: number,
  positionOf: (row: Row) => Position,
): Page<Row, Position> {
  if (rows.length <= limit) return { rows, next: null };
  const shown = rows.slice(0, limit);
  return { rows: shown, next: positionOf(shown[limit - 1] as Row) };
}
