import { stringify } from 'csv-stringify/sync';

/**
 * What makes a cell quoted, wherever it stands in the cell: either separator a spreadsheet may
 * split on (`,`, or `;` where the decimal comma takes `,`: Excel in Italy), a quote, a line
 * break, and the characters that start a formula (`=`, `+`, `-`, `@`, tab). Unquoted, `Vespa;=1+1`
 * is two cells in a `;` spreadsheet, the second a formula (OWASP, "CSV Injection").
 */
const QUOTED = /[,;"\r\n\t=+\-@]/;

/**
 * RFC 4180 CSV that opens cleanly in a spreadsheet: a header row, CRLF line ends, UTF-8 with a
 * byte order mark so spreadsheets do not guess another encoding. A cell is quoted (quotes doubled
 * inside) whenever it holds a separator, a quote, a line break or a formula character; a text
 * cell that starts a formula (`=`, `+`, `-`, `@`, tab, carriage return) is neutralised with a
 * leading apostrophe, as OWASP advises (csv-stringify's escape_formulas). Numbers are written as
 * they are (a negative one is a number, not a formula), the `money` columns' with their cents
 * (`12.50`, `-3.00`), and null as an empty cell.
 */
export function toCsv<Row extends { [Key in keyof Row]: string | number | null }>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
  money: readonly (keyof Row & string)[] = [],
): string {
  const cents = new Set<unknown>(money);
  return stringify(rows as Row[], {
    header: true,
    columns: [...columns],
    cast: { number: (value, { column }) => (cents.has(column) ? value.toFixed(2) : String(value)) },
    bom: true,
    record_delimiter: 'windows',
    quoted_match: QUOTED,
    escape_formulas: true,
  });
}
