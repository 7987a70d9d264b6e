import { parse } from 'csv-parse/sync';
import { CASH_UP_FIGURES } from 'shared-domain';
import { csvDownload } from '../../support/csv';
import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';
import { owner, promoted } from '../../support/staff';

// The day's cash-up (GET /api/v1/admin/reports/daily) and the monthly report's money, from lines
// written through the api across two days, three methods and a month's end, on the shop's clock
// (Rome: UTC+2 in summer). Every figure is asserted to the cent.

/** The api's clock, moved as the desk's day goes by. */
const clock = { now: new Date('2030-06-15T08:00:00Z') };
let server: TestServer;
let boss: string;
let desk: string;
/** The rides: A and B on 15 June, C and E on the 16th, D cancelled; each on its own scooter. */
const rides: Record<
  'a' | 'b' | 'c' | 'd' | 'e',
  { id: number; motorcycle: number; rider: number }
> = {} as never;

async function book(key: keyof typeof rides, date: string, hours: number, name: string) {
  const vespa = await addMotorcycle(server, boss, { name: `Cash ${key}`, bookingPricePerHour: 10 });
  const rider = await signUp(server, { name });
  const booked = await server.request('POST', '/api/v1/reservations', {
    token: rider.token,
    body: { motorcycle_id: vespa.id, duration: hours, total: hours * 10, date, city: 'Rome' },
  });
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.text}`);
  rides[key] = { id: booked.body.data.id, motorcycle: vespa.id, rider: rider.user.id };
}

/** Writes a line at `at` (UTC) and answers its id. */
async function line(at: string, key: keyof typeof rides, body: Record<string, unknown>) {
  clock.now = new Date(at);
  const answer = await server.request('POST', `/api/v1/reservations/${rides[key].id}/payments`, {
    token: desk,
    body,
  });
  if (answer.status !== 201) throw new Error(`line refused: ${answer.text}`);
  return answer.body.data.line.id as number;
}

beforeAll(async () => {
  server = await startApp({ now: () => clock.now, shopTimeZone: 'Europe/Rome' });
  const made = await owner(server);
  boss = made.token;
  desk = (await promoted(server, boss)).token;
  await book('a', '2030-06-15T12:00', 2, 'Ada Rider');
  await book('b', '2030-06-15T14:00', 3, 'Bea Rider');
  await book('c', '2030-06-16T10:00', 2, 'Cal Rider');
  await book('d', '2030-06-16T12:00', 2, 'Dan Rider');
  await book('e', '2030-06-16T15:00', 2, 'Eva Rider');
  const cancelled = await server.request('DELETE', `/api/v1/reservations/${rides.d.id}`, {
    token: desk,
  });
  expect(cancelled.status).toBe(200);

  // 15 June, 10:00 in Rome.
  const day1 = '2030-06-15T08:00:00Z';
  const cashPayment = await line(day1, 'a', { kind: 'payment', amount: 20, method: 'cash' });
  await line(day1, 'a', { kind: 'deposit_held', amount: 50, method: 'card' });
  await line(day1, 'b', { kind: 'payment', amount: 10, method: 'card' });
  await line(day1, 'b', { kind: 'deposit_held', amount: 100, method: 'cash' });
  await line(day1, 'b', { kind: 'charge', amount: 5.5, note: 'Fuel' });
  // 23:59 in Rome: still the 15th, though the 16th is not two minutes away in UTC.
  await line('2030-06-15T21:59:00Z', 'b', { kind: 'refund', amount: 2.25, method: 'transfer' });
  // 00:30 on the 16th in Rome (22:30 on the 15th in UTC): A's cash payment was the wrong ride's.
  await line('2030-06-15T22:30:00Z', 'a', { kind: 'void', line_id: cashPayment });
  // 16 June, 11:00 in Rome.
  const day2 = '2030-06-16T09:00:00Z';
  await line(day2, 'a', { kind: 'payment', amount: 20, method: 'card' });
  await line(day2, 'a', { kind: 'deposit_returned', amount: 50, method: 'card' });
  await line(day2, 'b', { kind: 'deposit_kept', amount: 30, note: 'Scratched side panel' });
  await line(day2, 'b', { kind: 'deposit_returned', amount: 70, method: 'cash' });
  await line(day2, 'c', { kind: 'payment', amount: 20, method: 'transfer' });
  await line(day2, 'c', { kind: 'deposit_held', amount: 40, method: 'transfer' });
  // 00:30 on 1 July in Rome, 30 June in UTC: July's.
  await line('2030-06-30T22:30:00Z', 'a', { kind: 'charge', amount: 1, note: 'Fuel' });
  clock.now = new Date('2030-06-16T10:00:00Z');
});

afterAll(() => server.close());

const cashUp = (query: string, headers: Record<string, string> = {}) =>
  server.request('GET', `/api/v1/admin/reports/daily${query}`, { token: desk, headers });

const figures = (method: string | null, values: Partial<Record<string, number>>) => ({
  ...(method ? { method } : {}),
  payments: 0,
  deposits_held: 0,
  refunds: 0,
  deposits_returned: 0,
  money_in: 0,
  money_out: 0,
  net: 0,
  ...values,
});

const openBalance = (
  key: keyof typeof rides,
  date: string,
  name: string,
  money: Record<string, number>,
) => ({
  reservation_id: rides[key].id,
  date,
  motorcycle_name: `Cash ${key}`,
  status: 'confirmed',
  rider: { id: rides[key].rider, name },
  money: { total: 0, charges: 0, paid: 0, refunded: 0, balance: 0, deposit_held: 0, ...money },
});

/** B: 30.00, 5.50 charged, 10.00 paid, 2.25 refunded; its deposit as given. */
const bea = (money: Record<string, number>) =>
  openBalance('b', '2030-06-15T14:00', 'Bea Rider', {
    total: 30,
    charges: 5.5,
    paid: 10,
    refunded: 2.25,
    ...money,
  });

describe('the day’s cash-up', () => {
  it('sums the day’s lines by method, on the shop’s clock', async () => {
    const answer = await cashUp('?date=2030-06-15');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: {
        date: '2030-06-15',
        currency: 'USD',
        methods: [
          figures('cash', { payments: 20, deposits_held: 100, money_in: 120, net: 120 }),
          figures('card', { payments: 10, deposits_held: 50, money_in: 60, net: 60 }),
          figures('transfer', { refunds: 2.25, money_out: 2.25, net: -2.25 }),
        ],
        totals: {
          ...figures(null, {
            payments: 30,
            deposits_held: 150,
            refunds: 2.25,
            money_in: 180,
            money_out: 2.25,
            net: 177.75,
          }),
          charges: 5.5,
          deposits_kept: 0,
        },
        deposits_held_at_closing: 150,
        // A paid in full (its payment was voided only the next day); C and E ride on the 16th.
        open_balances: [bea({ balance: 27.75, deposit_held: 100 })],
      },
    });
  });

  it('counts a void on its own day, against the line it cancels, and closes with what is held', async () => {
    const { body } = await cashUp('?date=2030-06-16');
    expect(body.data).toEqual({
      date: '2030-06-16',
      currency: 'USD',
      methods: [
        figures('cash', {
          payments: -20,
          deposits_returned: 70,
          money_in: -20,
          money_out: 70,
          net: -90,
        }),
        figures('card', {
          payments: 20,
          deposits_returned: 50,
          money_in: 20,
          money_out: 50,
          net: -30,
        }),
        figures('transfer', { payments: 20, deposits_held: 40, money_in: 60, net: 60 }),
      ],
      totals: {
        ...figures(null, {
          payments: 20,
          deposits_held: 40,
          deposits_returned: 120,
          money_in: 60,
          money_out: 120,
          net: -60,
        }),
        charges: 0,
        deposits_kept: 30,
      },
      // 150 held at the 15th's close + 40 − 120 returned − 30 kept.
      deposits_held_at_closing: 40,
      // B is owed 2.25 back; E has not paid; A and C are square, D was cancelled. A's July
      // charge is not yet written at the 16th's close.
      open_balances: [
        bea({ balance: -2.25 }),
        openBalance('e', '2030-06-16T15:00', 'Eva Rider', { total: 20, balance: 20 }),
      ],
    });
  });

  it('adds up: the methods make the totals, and each close is the last plus the day', async () => {
    const [first, second] = [
      (await cashUp('?date=2030-06-15')).body.data,
      (await cashUp('?date=2030-06-16')).body.data,
    ];
    for (const day of [first, second]) {
      for (const figure of ['payments', 'deposits_held', 'refunds', 'deposits_returned', 'net']) {
        const cents = day.methods.reduce(
          (sum: number, method: Record<string, number>) =>
            sum + Math.round(Number(method[figure]) * 100),
          0,
        );
        expect(cents).toBe(Math.round(day.totals[figure] * 100));
      }
    }
    const change =
      second.totals.deposits_held - second.totals.deposits_returned - second.totals.deposits_kept;
    expect(Math.round((first.deposits_held_at_closing + change) * 100)).toBe(
      Math.round(second.deposits_held_at_closing * 100),
    );
  });

  it('lists a ride’s balance on the day a line was written for it, long after the ride', async () => {
    const { body } = await cashUp('?date=2030-07-01');
    expect(body.data.totals.charges).toBe(1);
    expect(body.data.deposits_held_at_closing).toBe(40);
    expect(body.data.open_balances).toEqual([
      openBalance('a', '2030-06-15T12:00', 'Ada Rider', {
        total: 20,
        charges: 1,
        paid: 20,
        balance: 1,
      }),
    ]);
  });

  it('is the shop’s today when no date is given', async () => {
    expect((await cashUp('')).body.data.date).toBe('2030-06-16');
  });

  it('refuses a date that is not one, in the caller’s language', async () => {
    for (const date of ['2030-02-30', '16/06/2030', '2030-6-1']) {
      expect(await cashUp(`?date=${date}`)).toMatchObject({
        status: 422,
        body: { message: ['Date must be a valid YYYY-MM-DD'] },
      });
    }
    const italian = await cashUp('?date=x', { 'accept-language': 'it' });
    expect(italian.body.message).toEqual(['La data deve essere valida, nel formato AAAA-MM-GG']);
  });

  it('answers CSV: one labelled amount a row, with its cents', async () => {
    const bytes = await csvDownload(
      server,
      '/api/v1/admin/reports/daily?date=2030-06-16',
      desk,
      'vespa-cash-up-2030-06-16.csv',
    );
    expect(bytes.toString('utf8')).toContain('\r\nmethod,cash,,,net,"-90.00"\r\n');
    const rows: string[][] = parse(bytes, { bom: true });
    const method = (name: string, values: string[]) =>
      CASH_UP_FIGURES.map((figure, n) => ['method', name, '', '', figure, values[n] as string]);
    expect(rows).toEqual([
      ['section', 'method', 'reservation_id', 'rider', 'figure', 'amount'],
      ...method('cash', ['-20.00', '0.00', '0.00', '70.00', '-20.00', '70.00', '-90.00']),
      ...method('card', ['20.00', '0.00', '0.00', '50.00', '20.00', '50.00', '-30.00']),
      ...method('transfer', ['20.00', '40.00', '0.00', '0.00', '60.00', '0.00', '60.00']),
      ['total', '', '', '', 'payments', '20.00'],
      ['total', '', '', '', 'deposits_held', '40.00'],
      ['total', '', '', '', 'refunds', '0.00'],
      ['total', '', '', '', 'deposits_returned', '120.00'],
      ['total', '', '', '', 'money_in', '60.00'],
      ['total', '', '', '', 'money_out', '120.00'],
      ['total', '', '', '', 'net', '-60.00'],
      ['total', '', '', '', 'charges', '0.00'],
      ['total', '', '', '', 'deposits_kept', '30.00'],
      ['closing', '', '', '', 'deposits_held', '40.00'],
      ['open_balance', '', String(rides.b.id), 'Bea Rider', 'balance', '-2.25'],
      ['open_balance', '', String(rides.e.id), 'Eva Rider', 'balance', '20.00'],
    ]);
  });
});

describe('the monthly report', () => {
  it('gains the money of the lines written in each month, a void in its own', async () => {
    const response = await server.request(
      'GET',
      '/api/v1/admin/reports/monthly?from=2030-06&to=2030-07',
      { token: boss },
    );
    expect(response.status).toBe(200);
    const money = (key: keyof typeof rides, month: string) => {
      const row = response.body.data.find(
        (each: { motorcycle_id: number; month: string }) =>
          each.motorcycle_id === rides[key].motorcycle && each.month === month,
      );
      return {
        paid: row.paid,
        charges: row.charges,
        refunds: row.refunds,
        kept: row.deposits_kept,
      };
    };
    // A: 20 cash, voided, then 20 by card.
    expect(money('a', '2030-06')).toEqual({ paid: 20, charges: 0, refunds: 0, kept: 0 });
    expect(money('a', '2030-07')).toEqual({ paid: 0, charges: 1, refunds: 0, kept: 0 });
    expect(money('b', '2030-06')).toEqual({ paid: 10, charges: 5.5, refunds: 2.25, kept: 30 });
    expect(money('c', '2030-06')).toEqual({ paid: 20, charges: 0, refunds: 0, kept: 0 });
    expect(money('d', '2030-06')).toEqual({ paid: 0, charges: 0, refunds: 0, kept: 0 });
    // The fields it had are as they were: A's ride earned its total in June.
    expect(
      response.body.data.find(
        (each: { motorcycle_id: number; month: string }) =>
          each.motorcycle_id === rides.a.motorcycle && each.month === '2030-06',
      ),
    ).toMatchObject({ reservations: 1, revenue: 20, booked_hours: 2 });
  });
});
