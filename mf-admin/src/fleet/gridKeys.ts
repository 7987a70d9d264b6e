/**
 * The timeline's keyboard, after the data grid of the ARIA Authoring Practices (docs/PRODUCT.md,
 * "The fleet timeline"): each row is a scooter, each column a day, and the focus stops on the
 * row's bars and free days in time order. Left and Right go to the previous and next stop of the
 * row; Up and Down go to the stop of the row above or below that covers the same day (the day is
 * kept while moving up and down, as a spreadsheet keeps its column); Page Up and Page Down jump
 * ten rows; Home and End go to the row's first and last stop, with Control the grid's first and
 * last. Nothing wraps: at an edge the focus stays.
 */

/** A stop of a row: the days it covers, first and last column (0-based). */
export interface Stop {
  first: number;
  last: number;
}

export interface GridRow {
  stops: readonly Stop[];
}

/** Where the focus is: the row, the stop in it, and the day column kept for Up and Down. */
export interface GridPosition {
  row: number;
  index: number;
  column: number;
}

export const PAGE_ROWS = 10;

/** The stop of `row` that covers `column`, else the last one that starts before it. */
export function stopAt(row: GridRow, column: number): number {
  const covering = row.stops.findIndex((stop) => stop.first <= column && column <= stop.last);
  if (covering >= 0) return covering;
  const before = row.stops.findLastIndex((stop) => stop.first <= column);
  return Math.max(0, before);
}

/** Where `key` takes the focus from `at`; null for a key the grid does not handle. */
export function moveInGrid(
  rows: readonly GridRow[],
  at: GridPosition,
  key: string,
  control: boolean,
): GridPosition | null {
  const row = rows[at.row];
  if (!row || rows.length === 0) return null;
  const lastRow = rows.length - 1;
  const inRow = (index: number, rowIndex = at.row): GridPosition => ({
    row: rowIndex,
    index,
    column: rows[rowIndex]?.stops[index]?.first ?? 0,
  });
  const vertical = (rowIndex: number): GridPosition => {
    const target = Math.min(lastRow, Math.max(0, rowIndex));
    return { row: target, index: stopAt(rows[target] as GridRow, at.column), column: at.column };
  };
  switch (key) {
    case 'ArrowRight':
      return at.index < row.stops.length - 1 ? inRow(at.index + 1) : at;
    case 'ArrowLeft':
      return at.index > 0 ? inRow(at.index - 1) : at;
    case 'ArrowDown':
      return vertical(at.row + 1);
    case 'ArrowUp':
      return vertical(at.row - 1);
    case 'PageDown':
      return vertical(at.row + PAGE_ROWS);
    case 'PageUp':
      return vertical(at.row - PAGE_ROWS);
    case 'Home':
      return control ? inRow(0, 0) : inRow(0);
    case 'End': {
      if (!control) return inRow(row.stops.length - 1);
      return inRow((rows[lastRow] as GridRow).stops.length - 1, lastRow);
    }
    default:
      return null;
  }
}
