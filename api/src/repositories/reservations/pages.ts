import { type SelectQueryBuilder, sql } from 'kysely';

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

/**
 * `query` in the order of its (start, id) `columns`, from right after `after`: the tuple
 * comparison reads the index on those columns from that place on.
 */
export function fromKeyset<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  columns: readonly [start: string, id: string],
  direction: 'asc' | 'desc',
  after: Keyset | null,
) {
  const [start, id] = [sql.ref(columns[0]), sql.ref(columns[1])];
  const beyond = sql.raw(direction === 'asc' ? '>' : '<');
  return query
    .$if(after !== null, (q) =>
      q.where(sql<boolean>`(${start}, ${id}) ${beyond} (${after?.start}, ${after?.id})`),
    )
    .orderBy(start, direction)
    .orderBy(id, direction);
}

/** A page of `query` from right after `after` (fromKeyset). */
export async function keysetPage<DB, TB extends keyof DB, Row extends { id: number }>(
  query: SelectQueryBuilder<DB, TB, Row>,
  columns: readonly [start: string, id: string],
  direction: 'asc' | 'desc',
  { limit, after }: { limit: number; after: Keyset | null },
  startOf: (row: Row) => number | string,
): Promise<Page<Row, Keyset>> {
  const rows = await fromKeyset(query, columns, direction, after)
    .limit(limit + 1)
    .execute();
  return pageOf(rows, limit, (row) => ({ start: Number(startOf(row)), id: row.id }));
}
