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

it.each([
  ['a `;` separator', 'Vespa;GTS'],
  ['a `,` separator', 'Vespa, GTS'],
  ['a quote', 'Vespa "GTS"'],
  ['a formula after the start', 'Vespa =1+1'],
  ['a plus', 'GTS+'],
  ['a minus', 'Vespa-GTS'],
  ['an at sign', 'vespa@shop'],
  ['a tab', 'Vespa\tGTS'],
  ['a line feed', 'Vespa\nGTS'],
  ['a carriage return', 'Vespa\rGTS'],
])('quotes a cell holding %s anywhere', (_what, cell) => {
  const [, line] = toCsv(['cell'], [{ cell }]).split('\r\n');
  expect(line?.startsWith('"')).toBe(true);
  expect(parse(toCsv(['cell'], [{ cell }]), { bom: true, columns: true })).toEqual([{ cell }]);
});

it('leaves plain text and numbers unquoted', () => {
  const text = toCsv(['name', 'revenue'], [{ name: 'Vespa GTS 300', revenue: 18.75 }]);
  expect(text).toBe('\ufeffname,revenue\r\nVespa GTS 300,18.75\r\n');
});
