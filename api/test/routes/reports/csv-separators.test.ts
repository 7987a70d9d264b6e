import { parse } from 'csv-parse/sync';
import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';

// The report's CSV opened where the list separator is `;` (Excel in Italy, where the decimal
// comma takes `,`), as it was attacked on 2026-11-27: a motorcycle named `Vespa;=HYPERLINK(A1);`
// came out unquoted, and the spreadsheet split the name at each `;` and ran the formula cell.

const NAME = 'Vespa;=HYPERLINK(A1);';
// 10:00 UTC on 20 December 2029: the ride below is in the shop's future.
const NOW = new Date('2029-12-20T10:00:00Z');

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({ now: () => NOW, shopTimeZone: 'Europe/Rome' });
  admin = (await signUp(server, { admin: true })).token;
});

afterAll(() => server.close());

/**
 * A line split as a spreadsheet with the `;` separator splits it: at each `;` outside double
 * quotes (a quote opens or closes a quoted stretch wherever it stands).
 */
function semicolonCells(line: string): string[] {
  const cells = [''];
  let quoted = false;
  for (const character of line) {
    if (character === '"') quoted = !quoted;
    if (character === ';' && !quoted) cells.push('');
    else cells[cells.length - 1] += character;
  }
  return cells;
}

it('writes a name holding `;` and a formula as one quoted cell, text in a `;` spreadsheet', async () => {
  const motorcycle = await addMotorcycle(server, admin, { name: NAME, bookingPricePerHour: 10 });
  const { token } = await signUp(server);
  const booked = await server.request('POST', '/api/v1/reservations', {
    token,
    body: {
      motorcycle_id: motorcycle.id,
      duration: 2,
      total: 20,
      date: '2030-07-04T10:00',
      city: 'Rome',
    },
  });
  expect(booked.status).toBe(201);

  const response = await server.request(
    'GET',
    '/api/v1/admin/reports/monthly?from=2030-07&to=2030-07',
    {
      token: admin,
      headers: { accept: 'text/csv' },
    },
  );
  expect(response.status).toBe(200);
  const line = response.text.split('\r\n').find((row) => row.includes('HYPERLINK'));
  expect(line).toContain(`,"${NAME}",`);

  // Split at `;`: the whole row stays one cell, and no cell starts a formula.
  const cells = semicolonCells(line as string);
  expect(cells).toHaveLength(1);
  expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell.replace(/^"/, '')))).toEqual([]);

  // A `,` reader (RFC 4180) reads the name back as it was typed.
  const records: Record<string, string>[] = parse(response.text, { bom: true, columns: true });
  const row = records.find((record) => Number(record.motorcycle_id) === motorcycle.id);
  expect(row?.motorcycle_name).toBe(NAME);
  expect(row?.revenue).toBe('20.00');
});
