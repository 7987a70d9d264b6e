import en from '../../../src/locales/en/api.json';
import itApi from '../../../src/locales/it/api.json';
import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';
import { auditRowsAfter, lastAuditId, owner, promoted } from '../../support/staff';

// A reservation's ledger (api/README.md, "Money"): POST /reservations/:id/payments writes a line
// (staff and owners), GET /reservations/:id answers the money and the lines. Lines are never
// changed: a void cancels one, once; every refusal is a 422 sentence and writes nothing.

// 05:00 UTC on 15 June 2030 is 07:00 in Rome, the shop's zone here.
const NOW = new Date('2030-06-15T05:00:00Z');

let server: TestServer;
let boss: { id: number; token: string };
let desk: { id: number; token: string };
let otherDesk: { id: number; token: string };

beforeAll(async () => {
  server = await startApp({ now: () => NOW, shopTimeZone: 'Europe/Rome' });
  const made = await owner(server);
  boss = { id: made.user.id, token: made.token };
  const first = await promoted(server, boss.token);
  desk = { id: first.user.id, token: first.token };
  const second = await promoted(server, boss.token);
  otherDesk = { id: second.user.id, token: second.token };
});

afterAll(() => server.close());

/** A new rider's 2-hour ride at 10.00 an hour (total 20.00), on a scooter of its own. */
async function ride() {
  const vespa = await addMotorcycle(server, boss.token, { bookingPricePerHour: 10 });
  const rider = await signUp(server, { name: 'Rita Rider' });
  const booked = await server.request('POST', '/api/v1/reservations', {
    token: rider.token,
    body: {
      motorcycle_id: vespa.id,
      duration: 2,
      total: 20,
      date: '2030-06-16T10:00',
      city: 'Rome',
    },
  });
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.text}`);
  return { id: booked.body.data.id as number, rider };
}

const write = (
  id: number | string,
  body: Record<string, unknown>,
  token = desk.token,
  language?: string,
) =>
  server.request('POST', `/api/v1/reservations/${id}/payments`, {
    token,
    body,
    headers: language ? { 'accept-language': language } : undefined,
  });

/** Writes a line that must be accepted; answers the line's id and the money. */
async function line(id: number, body: Record<string, unknown>, token = desk.token) {
  const answer = await write(id, body, token);
  if (answer.status !== 201) throw new Error(`line refused: ${answer.text}`);
  return { lineId: answer.body.data.line.id as number, money: answer.body.data.money };
}

const show = (id: number | string, token = desk.token) =>
  server.request('GET', `/api/v1/reservations/${id}`, { token });

const money = (fields: Partial<Record<string, number>> = {}) => ({
  total: 20,
  charges: 0,
  paid: 0,
  refunded: 0,
  balance: 20,
  deposit_held: 0,
  ...fields,
});

describe('writing lines', () => {
  it('answers the money after each line: payment, deposit, charge, return, keep, refund', async () => {
    const { id } = await ride();
    expect((await line(id, { kind: 'payment', amount: 15, method: 'cash' })).money).toEqual(
      money({ paid: 15, balance: 5 }),
    );
    const held = await write(id, { kind: 'deposit_held', amount: '100.00', method: 'card' });
    expect(held.status).toBe(201);
    expect(held.body).toEqual({
      success: true,
      message: "Recorded in the reservation's ledger",
      data: {
        line: {
          id: expect.any(Number),
          kind: 'deposit_held',
          amount: 100,
          method: 'card',
          note: null,
          voids_line_id: null,
          voided_by: null,
          created_at: NOW.toISOString(),
          created_by: { id: desk.id, name: expect.any(String) },
        },
        money: money({ paid: 15, balance: 5, deposit_held: 100 }),
      },
    });
    expect(
      (await line(id, { kind: 'charge', amount: 12.5, note: 'Late: 1 hour 15 minutes' })).money,
    ).toEqual(money({ charges: 12.5, paid: 15, balance: 17.5, deposit_held: 100 }));
    expect(
      (
        await line(id, {
          kind: 'deposit_kept',
          amount: 17.5,
          note: 'Covers the late fee and the rest',
        })
      ).money,
    ).toEqual(money({ charges: 12.5, paid: 15, balance: 0, deposit_held: 82.5 }));
    expect(
      (await line(id, { kind: 'deposit_returned', amount: 82.5, method: 'card' })).money,
    ).toEqual(money({ charges: 12.5, paid: 15, balance: 0, deposit_held: 0 }));
    expect(
      (await line(id, { kind: 'refund', amount: 0.01, method: 'transfer', note: '' })).money,
    ).toEqual(money({ charges: 12.5, paid: 15, refunded: 0.01, balance: 0.01 }));
  });

  it('takes 100,000.00 and sums cents exactly (0.10 + 0.20 is 0.30)', async () => {
    const { id } = await ride();
    await line(id, { kind: 'payment', amount: 0.1, method: 'cash' });
    expect((await line(id, { kind: 'payment', amount: 0.2, method: 'cash' })).money).toEqual(
      money({ paid: 0.3, balance: 19.7 }),
    );
    expect(
      (await line(id, { kind: 'charge', amount: 100_000, note: 'A new scooter' })).money,
    ).toEqual(money({ charges: 100_000, paid: 0.3, balance: 100_019.7 }));
  });

  it('counts no total for a cancelled ride: a payment made before it is owed back', async () => {
    const { id } = await ride();
    await line(id, { kind: 'payment', amount: 20, method: 'card' });
    expect(
      (await server.request('DELETE', `/api/v1/reservations/${id}`, { token: desk.token })).status,
    ).toBe(200);
    expect((await show(id)).body.data.money).toEqual(money({ total: 0, paid: 20, balance: -20 }));
    expect((await line(id, { kind: 'refund', amount: 20, method: 'card' })).money).toEqual(
      money({ total: 0, paid: 20, refunded: 20, balance: 0 }),
    );
  });
});

describe('voids', () => {
  it('leave the voided line out of the balance, once, and a void is never voided', async () => {
    const { id } = await ride();
    const paid = await line(id, { kind: 'payment', amount: 20, method: 'cash' });
    expect(paid.money).toEqual(money({ paid: 20, balance: 0 }));
    const voided = await write(id, { kind: 'void', line_id: paid.lineId, note: 'Wrong ride' });
    expect(voided.status).toBe(201);
    expect(voided.body.message).toBe('The line was voided');
    expect(voided.body.data.line).toMatchObject({
      kind: 'void',
      amount: 20,
      method: 'cash',
      note: 'Wrong ride',
      voids_line_id: paid.lineId,
    });
    expect(voided.body.data.money).toEqual(money());
    const voidId = voided.body.data.line.id as number;

    const again = await write(id, { kind: 'void', line_id: paid.lineId });
    expect(again).toMatchObject({
      status: 422,
      body: { message: [`Line ${paid.lineId} has already been voided`] },
    });
    const ofVoid = await write(id, { kind: 'void', line_id: voidId });
    expect(ofVoid).toMatchObject({
      status: 422,
      body: { message: ["A void can't be voided: write the line again instead"] },
    });

    const { body } = await show(id);
    expect(body.data.money).toEqual(money());
    expect(body.data.lines).toEqual([
      expect.objectContaining({ id: paid.lineId, kind: 'payment', voided_by: voidId }),
      expect.objectContaining({ id: voidId, kind: 'void', voids_line_id: paid.lineId }),
    ]);
    // Written again as it should have been: the balance is the new line's.
    expect((await line(id, { kind: 'payment', amount: 18, method: 'card' })).money).toEqual(
      money({ paid: 18, balance: 2 }),
    );
  });

  it('give a deposit back to the books, and refuse to void a deposit already returned', async () => {
    const { id } = await ride();
    const held = await line(id, { kind: 'deposit_held', amount: 50, method: 'cash' });
    const kept = await line(id, { kind: 'deposit_kept', amount: 30, note: 'Scratched mirror' });
    expect(kept.money).toEqual(money({ balance: -10, deposit_held: 20 }));
    expect(await write(id, { kind: 'void', line_id: held.lineId })).toMatchObject({
      status: 422,
      body: {
        message: [
          `Line ${held.lineId} can't be voided: the deposit it held has since been returned or kept`,
        ],
      },
    });
    // Voiding the keep puts the 30.00 back among what is held.
    const unkept = await line(id, { kind: 'void', line_id: kept.lineId });
    expect(unkept.money).toEqual(money({ deposit_held: 50 }));
    expect((await line(id, { kind: 'void', line_id: held.lineId })).money).toEqual(money());
  });

  it('refuse to void a payment since refunded, until its refund is voided', async () => {
    const { id } = await ride();
    const paid = await line(id, { kind: 'payment', amount: 20, method: 'card' });
    const refund = await line(id, { kind: 'refund', amount: 5, method: 'card' });
    expect(await write(id, { kind: 'void', line_id: paid.lineId })).toMatchObject({
      status: 422,
      body: {
        message: [
          `Line ${paid.lineId} can't be voided: the money it took has since been refunded. Void the refund first`,
        ],
      },
    });
    expect((await show(id)).body.data.money).toEqual(money({ paid: 20, refunded: 5, balance: 5 }));
    await line(id, { kind: 'void', line_id: refund.lineId });
    expect((await line(id, { kind: 'void', line_id: paid.lineId })).money).toEqual(money());
  });

  it("refuse a line of another reservation, or none, as that reservation's", async () => {
    const mine = await ride();
    const theirs = await ride();
    const paid = await line(theirs.id, { kind: 'payment', amount: 5, method: 'cash' });
    expect(await write(mine.id, { kind: 'void', line_id: paid.lineId })).toMatchObject({
      status: 422,
      body: { message: [`Line ${paid.lineId} is not a line of this reservation`] },
    });
    expect(await write(mine.id, { kind: 'void', line_id: 999_999 })).toMatchObject({
      status: 422,
      body: { message: ['Line 999999 is not a line of this reservation'] },
    });
  });
});

describe('refusals', () => {
  const KINDS =
    'Kind must be one of: payment, refund, charge, deposit_held, deposit_returned, deposit_kept, void';
  it.each([
    [
      'a zero amount',
      { kind: 'payment', amount: 0, method: 'cash' },
      ['Amount must be greater than 0'],
    ],
    [
      'a negative amount',
      { kind: 'refund', amount: -5, method: 'cash' },
      ['Amount must be greater than 0'],
    ],
    [
      'an amount that rounds to no cent',
      { kind: 'payment', amount: 0.004, method: 'cash' },
      ['Amount must be greater than 0'],
    ],
    [
      'over 100,000.00',
      { kind: 'charge', amount: 100_000.01, note: 'Typo' },
      ['Amount must be less than or equal to 100000'],
    ],
    [
      'more than two decimals',
      { kind: 'payment', amount: '12.345', method: 'cash' },
      ['Amount must have at most 2 decimal places'],
    ],
    [
      'not a number',
      { kind: 'payment', amount: 'ten', method: 'cash' },
      ['Amount must be a number'],
    ],
    ['no amount', { kind: 'payment', method: 'cash' }, ["Amount can't be blank"]],
    ['an unknown kind', { kind: 'tip', amount: 5, method: 'cash' }, [KINDS]],
    ['no kind', { amount: 5, method: 'cash' }, ["Kind can't be blank"]],
    [
      'an unknown method',
      { kind: 'payment', amount: 5, method: 'cheque' },
      ['Method must be one of: cash, card, transfer'],
    ],
    ['a payment without a method', { kind: 'payment', amount: 5 }, ["Method can't be blank"]],
    ['a deposit without a method', { kind: 'deposit_held', amount: 5 }, ["Method can't be blank"]],
    [
      'a charge with a method',
      { kind: 'charge', amount: 5, method: 'cash', note: 'Fuel' },
      ['Method must be left out of a charge or a kept deposit: no money changes hands'],
    ],
    [
      'a charge without a note',
      { kind: 'charge', amount: 5 },
      ["Note can't be blank for a charge or a kept deposit: say what it is for"],
    ],
    [
      'a charge whose note only looks written',
      { kind: 'charge', amount: 5, note: ' \u200b ' },
      ["Note can't be blank for a charge or a kept deposit: say what it is for"],
    ],
    [
      'a kept deposit without a note',
      { kind: 'deposit_kept', amount: 5 },
      ["Note can't be blank for a charge or a kept deposit: say what it is for"],
    ],
    [
      'a payment naming a line',
      { kind: 'payment', amount: 5, method: 'cash', line_id: 1 },
      ['Line id is only for a void, to name the line it cancels'],
    ],
    ['a void naming no line', { kind: 'void' }, ["Line id can't be blank"]],
    [
      'a void with an amount',
      { kind: 'void', line_id: 1, amount: 5 },
      ['A void takes the amount and method of the line it cancels: leave them out'],
    ],
    [
      'every failing field at once, in the form’s order',
      { kind: 'charge', amount: 0, method: 'card' },
      [
        'Amount must be greater than 0',
        'Method must be left out of a charge or a kept deposit: no money changes hands',
        "Note can't be blank for a charge or a kept deposit: say what it is for",
      ],
    ],
  ])('refuses %s with its sentence, and writes nothing', async (_name, body, sentences) => {
    const { id } = await ride();
    const before = await lastAuditId(server);
    expect(await write(id, body)).toMatchObject({
      status: 422,
      body: { success: false, error: true, message: sentences },
    });
    expect((await show(id)).body.data).toMatchObject({ money: money(), lines: [] });
    expect(await auditRowsAfter(server, before)).toEqual([]);
  });

  it('refuses a deposit returned or kept beyond what is held', async () => {
    const { id } = await ride();
    const none = await write(id, { kind: 'deposit_kept', amount: 1, note: 'Dent' });
    expect(none).toMatchObject({
      status: 422,
      body: { message: ['Only 0.00 of deposit is held: no more can be returned or kept'] },
    });
    await line(id, { kind: 'deposit_held', amount: 1234.5, method: 'cash' });
    expect(
      await write(id, { kind: 'deposit_returned', amount: 1234.51, method: 'cash' }),
    ).toMatchObject({
      status: 422,
      body: { message: ['Only 1,234.50 of deposit is held: no more can be returned or kept'] },
    });
    expect(
      await write(id, { kind: 'deposit_kept', amount: 2000, note: 'Dent' }, desk.token, 'it'),
    ).toMatchObject({
      status: 422,
      body: {
        message: [
          'La cauzione in deposito è di soli 1234,50: non se ne può restituire o trattenere di più',
        ],
      },
    });
    expect((await line(id, { kind: 'deposit_kept', amount: 1234.5, note: 'Dent' })).money).toEqual(
      money({ balance: -1214.5, deposit_held: 0 }),
    );
  });

  it('refuses a refund beyond what was paid and not yet refunded', async () => {
    const { id } = await ride();
    expect(await write(id, { kind: 'refund', amount: 1, method: 'cash' })).toMatchObject({
      status: 422,
      body: { message: ['Only 0.00 has been paid and not refunded: no more can be refunded'] },
    });
    await line(id, { kind: 'payment', amount: 20, method: 'card' });
    await line(id, { kind: 'refund', amount: 12.5, method: 'card' });
    expect(await write(id, { kind: 'refund', amount: 7.51, method: 'card' })).toMatchObject({
      status: 422,
      body: { message: ['Only 7.50 has been paid and not refunded: no more can be refunded'] },
    });
    expect((await line(id, { kind: 'refund', amount: 7.5, method: 'cash' })).money).toEqual(
      money({ paid: 20, refunded: 20, balance: 20 }),
    );
  });

  it('speaks Italian', async () => {
    const { id } = await ride();
    const answer = await write(id, { kind: 'charge', amount: 0 }, desk.token, 'it');
    expect(answer.body.message).toEqual([
      'Importo: deve essere maggiore di 0',
      'Nota: obbligatoria per un addebito o una cauzione trattenuta, per dire a cosa si riferisce',
    ]);
    const kind = await write(id, { kind: 'mancia', amount: 1 }, desk.token, 'it');
    expect(kind.body.message).toEqual([
      'Tipo: deve essere uno tra payment, refund, charge, deposit_held, deposit_returned, deposit_kept, void',
    ]);
  });

  it('answers 404 for a reservation that does not exist', async () => {
    for (const id of ['999999', 'abc', '0']) {
      expect(await write(id, { kind: 'payment', amount: 5, method: 'cash' })).toMatchObject({
        status: 404,
        body: { message: 'Reservation not found' },
      });
    }
  });

  it('refuses riders, in their language, their own ride too', async () => {
    const { id, rider } = await ride();
    expect(
      await write(id, { kind: 'payment', amount: 5, method: 'cash' }, rider.token),
    ).toMatchObject({ status: 403, body: { message: en.adminOnly.payments } });
    const italian = await write(
      id,
      { kind: 'payment', amount: 5, method: 'cash' },
      rider.token,
      'it',
    );
    expect(italian.body.message).toBe(itApi.adminOnly.payments);
    expect((await show(id)).body.data.lines).toEqual([]);
  });
});

describe('GET /reservations/:id', () => {
  it("shows riders their own ride's money and lines, without who wrote them", async () => {
    const { id, rider } = await ride();
    await line(id, { kind: 'payment', amount: 20, method: 'card' });
    await line(id, { kind: 'deposit_held', amount: 50, method: 'cash' }, otherDesk.token);
    const own = await show(id, rider.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      id,
      status: 'confirmed',
      total: 20,
      user: { id: rider.user.id },
      money: money({ paid: 20, balance: 0, deposit_held: 50 }),
    });
    expect(own.body.data.lines).toEqual([
      {
        id: expect.any(Number),
        kind: 'payment',
        amount: 20,
        method: 'card',
        note: null,
        voids_line_id: null,
        voided_by: null,
        created_at: NOW.toISOString(),
      },
      expect.objectContaining({ kind: 'deposit_held', amount: 50, method: 'cash' }),
    ]);
    expect(own.text).not.toContain('created_by');
    // Staff see who wrote each line.
    const lines = (await show(id, boss.token)).body.data.lines;
    expect(lines.map((each: { created_by: { id: number } }) => each.created_by.id)).toEqual([
      desk.id,
      otherDesk.id,
    ]);
  });

  it("is the desk's list's money too", async () => {
    const { id } = await ride();
    await line(id, { kind: 'payment', amount: 12.5, method: 'card' });
    const listed = await server.request('GET', `/api/v1/admin/reservations?reference=${id}`, {
      token: desk.token,
    });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id, money: money({ paid: 12.5, balance: 7.5 }) }),
    ]);
  });

  it("answers 404 for another rider's reservation and one that does not exist", async () => {
    const { id } = await ride();
    const stranger = await signUp(server);
    for (const [path, token] of [
      [String(id), stranger.token],
      ['999999', desk.token],
      ['abc', desk.token],
    ] as const) {
      expect(await show(path, token)).toMatchObject({
        status: 404,
        body: { message: 'Reservation not found' },
      });
    }
  });
});

describe('the audit', () => {
  it('gets one row with each line, in its transaction, and none for a refused one', async () => {
    const { id } = await ride();
    const before = await lastAuditId(server);
    const paid = await line(id, { kind: 'payment', amount: 20, method: 'cash' });
    await line(id, { kind: 'charge', amount: 5, note: 'Fuel' }, otherDesk.token);
    await line(id, { kind: 'void', line_id: paid.lineId });
    expect((await write(id, { kind: 'deposit_kept', amount: 1, note: 'x' })).status).toBe(422);
    const rows = await auditRowsAfter(server, before);
    expect(rows).toEqual([
      expect.objectContaining({
        actor_id: desk.id,
        action: 'money.payment',
        subject_type: 'reservation',
        subject_id: id,
      }),
      expect.objectContaining({ actor_id: otherDesk.id, action: 'money.charge', subject_id: id }),
      expect.objectContaining({ actor_id: desk.id, action: 'money.void', subject_id: id }),
    ]);
    expect(JSON.parse(rows[0]?.before ?? '')).toEqual(money());
    expect(JSON.parse(rows[0]?.after ?? '')).toEqual({
      line_id: paid.lineId,
      kind: 'payment',
      amount: 20,
      method: 'cash',
      note: null,
      voids_line_id: null,
      ...money({ paid: 20, balance: 0 }),
    });
    expect(JSON.parse(rows[2]?.after ?? '')).toMatchObject({
      kind: 'void',
      voids_line_id: paid.lineId,
      balance: 25,
    });
  });
});

describe('two desks at once', () => {
  const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();

  it('keep a deposit once: of 24 keeps and returns of the whole deposit sent together, one is written', async () => {
    const { id } = await ride();
    await line(id, { kind: 'deposit_held', amount: 100, method: 'cash' });
    // Keep-alive connections opened first, so the requests reach the server together.
    await Promise.all(Array.from({ length: 24 }, () => server.request('GET', '/health')));
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        write(
          id,
          n % 2 === 0
            ? { kind: 'deposit_kept', amount: 100, note: `Damage, desk ${n}` }
            : { kind: 'deposit_returned', amount: 100, method: 'cash' },
          n % 3 === 0 ? desk.token : otherDesk.token,
        ),
      ),
    );
    expect(statuses(answers)).toEqual([201, ...Array(23).fill(422)]);
    const { body } = await show(id);
    expect(body.data.money.deposit_held).toBe(0);
    expect(body.data.lines).toHaveLength(2);
  });

  it('void a line once', async () => {
    const { id } = await ride();
    const paid = await line(id, { kind: 'payment', amount: 20, method: 'card' });
    const answers = await Promise.all(
      [desk.token, otherDesk.token, desk.token, otherDesk.token].map((token) =>
        write(id, { kind: 'void', line_id: paid.lineId }, token),
      ),
    );
    expect(statuses(answers)).toEqual([201, 422, 422, 422]);
    expect((await show(id)).body.data.money).toEqual(money());
  });

  it('both write their payments: the balance counts every one', async () => {
    const { id } = await ride();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        write(
          id,
          { kind: 'payment', amount: 1.01, method: 'cash' },
          n % 2 ? desk.token : otherDesk.token,
        ),
      ),
    );
    expect(statuses(answers)).toEqual(Array(10).fill(201));
    expect((await show(id)).body.data.money).toEqual(money({ paid: 10.1, balance: 9.9 }));
  });
});
