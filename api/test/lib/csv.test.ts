import { parse } from 'csv-parse/sync';
import { toCsv } from '../../src/lib/csv';

// The CSV writer on what no motorcycle name can hold through the api (control characters are
// refused there): a tab or a carriage return that starts a cell, and line breaks inside one.

it('neutralises every cell a spreadsheet would run, and keeps line breaks inside their cell', () => {
  const cells = ['=1+1', '+1', '-1', '@A1', '\tx', '\r=1', 'a\nb', 'a\rb', 'plain, "quoted"', ''];
  const text = toCsv(
    ['cell', 'n'],
    cells.map((cell, n) => ({ cell, n })),
  );
  // Read as a spreadsheet does, where a lone line feed or carriage return also ends a row.
  const rows: { cell: string; n: string }[] = parse(text, {
    bom: true,
    columns: true,
    record_delimiter: ['\r\n', '\n', '\r'],
  });
  expect(rows.map((row) => row.cell)).toEqual([
    "'=1+1",
    "'+1",
    "'-1",
    "'@A1",
    "'\tx",
    "'\r=1",
    'a\nb',
    'a\rb',
    'plain, "quoted"',
    '',
  ]);
  // Numbers stay numbers: a negative one is not text to neutralise.
  expect(parse(toCsv(['n'], [{ n: -2 }]), { bom: true, columns: true })).toEqual([{ n: '-2' }]);
});
