import { stringify } from 'csv-stringify/sync';

/**
 * A text cell a spreadsheet would run as a formula (or whose first character some spreadsheets
 * swallow) starts with one of these (OWASP, "CSV Injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text that a spreadsheet shows as written: a leading apostrophe turns off formulas. */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * RFC 4180 CSV that opens cleanly in a spreadsheet: a header row, CRLF line ends, quotes only where
 * needed (and doubled inside), UTF-8 with a byte order mark so spreadsheets do not guess another
 * encoding. Text cells (names that administrators typed) are neutralised; numbers are written as
 * they are, and null as an empty cell.
 */
export function toCsv<Row extends Record<string, string | number | null>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  return stringify(rows as Row[], {
    header: true,
    columns: [...columns],
    bom: true,
    record_delimiter: 'windows',
    // csv-stringify quotes a field that holds the whole record delimiter (CRLF); a lone line feed
    // or carriage return must be quoted too, or the row breaks in two.
    quoted_match: /[\r\n]/,
    cast: { string: neutralised },
  });
}
