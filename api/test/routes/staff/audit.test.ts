import { sql } from 'kysely';
import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';
import { walkPages } from '../../support/paging';
import { auditRowsAfter, lastAuditId, owner, promoted } from '../../support/staff';

// The audit trail (api/README.md, "Audit"): each action of staff and owners writes one row with
// the change, in its transaction; a refused action, or one that changes nothing, writes none.

// 05:00 UTC on 15 June 2030 is 07:00 in Rome, the shop's zone here.
const NOW = new Date('2030-06-15T05:00:00Z');

let server: TestServer;
let boss: { id: number; token: string };
let desk: { id: number; token: string };

beforeAll(async () => {
  server = await startApp({ now: () => NOW, shopTimeZone: 'Europe/Rome' });
  const made = await owner(server);
  boss = { id: made.user.id, token: made.token };
  const staff = await promoted(server, boss.token);
  desk = { id: staff.user.id, token: staff.token };
});

afterAll(() => server.close());

const send = (method: string, path: string, token: string, body?: unknown) =>
  server.request(method, `/api/v1${path}`, { token, body });

/** Runs `act`, checks its status, and answers the audit rows it wrote. */
async function audited(act: () => ReturnType<typeof send>, status: number) {
  const before = await lastAuditId(server);
  const answer = await act();
  expect(answer.status).toBe(status);
  return auditRowsAfter(server, before);
}

async function ride(start = '2030-06-15T08:00') {
  const vespa = await addMotorcycle(server, boss.token, { bookingPricePerHour: 10 });
  const rider = await signUp(server);
  const body = { motorcycle_id: vespa.id, duration: 2, total: 20, date: start, city: 'Rome' };
  const booked = await send('POST', '/reservations', rider.token, body);
  expect(booked.status).toBe(201);
  return { vespa, rider, id: booked.body.data.id as number };
}

const row = (actor: number, action: string, type: string, id: number) =>
  expect.objectContaining({ actor_id: actor, action, subject_type: type, subject_id: id });

describe('staff at the desk', () => {
  it('writes one row for a workshop block and one for its removal', async () => {
    const vespa = await addMotorcycle(server, boss.token);
    const block = { from: '2030-06-20T09:00', to: '2030-06-21T09:00', reason: 'Brakes' };
    let created = 0;
    const made = await audited(async () => {
      const answer = await send('POST', `/motorcycles/${vespa.id}/blocks`, desk.token, block);
      created = answer.body.data.id;
      return answer;
    }, 201);
    expect(made).toEqual([row(desk.id, 'block.create', 'block', created)]);
    expect(JSON.parse(made[0]?.after ?? '')).toMatchObject({ reason: 'Brakes' });
    const removed = await audited(() => send('DELETE', `/blocks/${created}`, desk.token), 200);
    expect(removed).toEqual([row(desk.id, 'block.remove', 'block', created)]);
    expect(JSON.parse(removed[0]?.before ?? '')).toMatchObject({ from: block.from });
    expect(await audited(() => send('DELETE', `/blocks/${created}`, desk.token), 404)).toEqual([]);
  });

  it('writes one row for a hand-over and one for a take-back, none for a refused one', async () => {
    const { id } = await ride();
    const pickup = (km: number) =>
      send('POST', `/reservations/${id}/pickup`, desk.token, { odometer_km: km });
    expect(await audited(() => pickup(-1), 422)).toEqual([]);
    const out = await audited(() => pickup(120), 200);
    expect(out).toEqual([row(desk.id, 'reservation.pickup', 'reservation', id)]);
    expect(JSON.parse(out[0]?.after ?? '')).toMatchObject({ status: 'out', odometer_km: 120 });
    expect(await audited(() => pickup(130), 422)).toEqual([]);
    const back = await audited(
      () =>
        send('POST', `/reservations/${id}/return`, desk.token, {
          odometer_km: 150,
          damage: 'Scratch',
        }),
      200,
    );
    expect(back).toEqual([row(desk.id, 'reservation.return', 'reservation', id)]);
    expect(JSON.parse(back[0]?.after ?? '')).toMatchObject({ odometer_km: 150, damage: 'Scratch' });
  });

  it("writes one row for a cancel on a rider's behalf, none for the rider's own", async () => {
    const first = await ride('2030-06-18T10:00');
    const byDesk = await audited(
      () =>
        send('DELETE', `/reservations/${first.id}`, desk.token, { reason: 'Scooter broke down' }),
      200,
    );
    expect(byDesk).toEqual([row(desk.id, 'reservation.cancel', 'reservation', first.id)]);
    expect(JSON.parse(byDesk[0]?.after ?? '')).toEqual({
      status: 'cancelled',
      reason: 'Scooter broke down',
    });
    const second = await ride('2030-06-19T10:00');
    expect(
      await audited(() => send('DELETE', `/reservations/${second.id}`, second.rider.token), 200),
    ).toEqual([]);
  });

  it('writes none when a rider or staff are refused an owner call', async () => {
    const rider = await signUp(server);
    const vespa = await addMotorcycle(server, boss.token);
    const block = { from: '2030-06-20T09:00', to: '2030-06-21T09:00', reason: 'Tyres' };
    expect(
      await audited(() => send('POST', `/motorcycles/${vespa.id}/blocks`, rider.token, block), 403),
    ).toEqual([]);
    expect(
      await audited(() => send('DELETE', `/motorcycles/${vespa.id}`, desk.token), 403),
    ).toEqual([]);
    expect(
      await audited(() => send('PATCH', `/motorcycles/${vespa.id}`, desk.token, { price: 1 }), 403),
    ).toEqual([]);
  });
});

describe('the owner', () => {
  it('writes one row for each scooter added, edited (prices included) and deleted', async () => {
    const fields = {
      name: 'Audit Vespa',
      model: 'GTS',
      brand: 'Vespa',
      color: 'Red',
      chassisNumber: 'AUD-1',
    };
    const more = {
      bookingPricePerHour: 10,
      price: 5000,
      imageLink: '/images/gts.svg',
      description: '',
    };
    let id = 0;
    const added = await audited(async () => {
      const answer = await send('POST', '/motorcycles', boss.token, { ...fields, ...more });
      id = answer.body.data.id;
      return answer;
    }, 201);
    expect(added).toEqual([row(boss.id, 'motorcycle.create', 'motorcycle', id)]);
    expect(
      await audited(() => send('POST', '/motorcycles', boss.token, { name: '' }), 422),
    ).toEqual([]);
    const edited = await audited(
      () =>
        send('PATCH', `/motorcycles/${id}`, boss.token, {
          bookingPricePerHour: 12,
          dayPrice: 45,
          deposit: 150,
        }),
      200,
    );
    expect(edited).toEqual([row(boss.id, 'motorcycle.update', 'motorcycle', id)]);
    expect(JSON.parse(edited[0]?.before ?? '')).toMatchObject({
      bookingPricePerHour: 10,
      dayPrice: null,
      deposit: 0,
    });
    expect(JSON.parse(edited[0]?.after ?? '')).toMatchObject({
      bookingPricePerHour: 12,
      dayPrice: 45,
      deposit: 150,
    });
    const deleted = await audited(() => send('DELETE', `/motorcycles/${id}`, boss.token), 200);
    expect(deleted).toEqual([row(boss.id, 'motorcycle.delete', 'motorcycle', id)]);
  });

  it("writes one row for the shop's profile", async () => {
    const profile = {
      name: 'Vespa Roma',
      address: 'Via dei Fori 1, Roma',
      phone: '+39 06 1234567',
      email: 'shop@vespa.test',
      opening_hours: [
        ...Array.from({ length: 6 }, () => ({ opens: '09:00', closes: '19:00' })),
        null,
      ],
    };
    const saved = await audited(() => send('PUT', '/admin/shop', boss.token, profile), 200);
    expect(saved).toEqual([row(boss.id, 'shop.update', 'shop', 1)]);
    expect(JSON.parse(saved[0]?.after ?? '')).toMatchObject({ name: 'Vespa Roma' });
  });

  it('writes one row for a role change, a block and an invitation; none for no change', async () => {
    const rider = await signUp(server);
    const path = `/admin/people/${rider.user.id}`;
    const role = await audited(() => send('PATCH', path, boss.token, { role: 'staff' }), 200);
    expect(role).toEqual([row(boss.id, 'person.change', 'user', rider.user.id)]);
    expect(JSON.parse(role[0]?.before ?? '')).toEqual({ role: 'rider', blocked: false });
    expect(JSON.parse(role[0]?.after ?? '')).toEqual({ role: 'staff', blocked: false });
    expect(await audited(() => send('PATCH', path, boss.token, { role: 'staff' }), 200)).toEqual(
      [],
    );
    const blocked = await audited(() => send('PATCH', path, boss.token, { blocked: true }), 200);
    expect(JSON.parse(blocked[0]?.after ?? '')).toEqual({ role: 'staff', blocked: true });
    let invited = 0;
    const invitation = await audited(async () => {
      const answer = await send('POST', '/admin/staff', boss.token, {
        name: 'Nina',
        email: 'nina@example.com',
        role: 'staff',
      });
      invited = answer.body.data.id;
      return answer;
    }, 201);
    expect(invitation).toEqual([row(boss.id, 'staff.invite', 'user', invited)]);
  });
});

describe('GET /api/v1/admin/audit', () => {
  it('answers the rows newest first, a page at a time, by actor and by subject', async () => {
    const vespa = await addMotorcycle(server, boss.token);
    for (const day of ['22', '23', '24']) {
      const block = { from: `2030-06-${day}T09:00`, to: `2030-06-${day}T18:00`, reason: 'Service' };
      expect(
        (await send('POST', `/motorcycles/${vespa.id}/blocks`, desk.token, block)).status,
      ).toBe(201);
    }
    const page = await send('GET', `/admin/audit?actor=${desk.id}&limit=2`, boss.token);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.data[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actor: { id: desk.id, name: expect.any(String) },
      action: 'block.create',
      subject: { type: 'block', id: expect.any(Number) },
      before: null,
      after: expect.objectContaining({ motorcycle_id: vespa.id, from: '2030-06-24T09:00' }),
    });
    expect(page.body.next_cursor).toEqual(expect.any(String));

    const all = await walkPages(server, boss.token, `/api/v1/admin/audit?actor=${desk.id}`, 2);
    const ids = [...all.ids].sort((a, b) => b - a);
    expect(all.ids).toEqual(ids);
    const motorcycle = await send('GET', `/admin/audit?subject=motorcycle:${vespa.id}`, boss.token);
    expect(motorcycle.body.data).toEqual([
      expect.objectContaining({
        action: 'motorcycle.create',
        actor: { id: boss.id, name: expect.any(String) },
      }),
    ]);
    const blocks = await send('GET', '/admin/audit?subject=block&limit=200', boss.token);
    expect(
      blocks.body.data.every(
        (entry: { subject: { type: string } }) => entry.subject.type === 'block',
      ),
    ).toBe(true);
  });

  it('refuses a bad actor, subject, limit and cursor at once', async () => {
    const answer = await send(
      'GET',
      '/admin/audit?actor=x&subject=scooter:1&limit=0&cursor=zz',
      boss.token,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.message).toEqual([
      "Actor must be a person's id",
      'Subject must be block, reservation, motorcycle, user or shop, optionally with : and an id, such as reservation:12',
      'Limit must be a whole number from 1 to 200',
      'Cursor is not one this list gave: pass the next_cursor of the page before, or none for the first page',
    ]);
  });
});

it('makes no change whose audit row cannot be written: they share a transaction', async () => {
  const vespa = await addMotorcycle(server, boss.token, { bookingPricePerHour: 10 });
  const { db } = server.app.database;
  await sql`alter table audit_log rename to audit_log_away`.execute(db);
  try {
    const edit = await send('PATCH', `/motorcycles/${vespa.id}`, boss.token, {
      bookingPricePerHour: 99,
    });
    expect(edit.status).toBe(500);
  } finally {
    await sql`alter table audit_log_away rename to audit_log`.execute(db);
  }
  const list = await send('GET', '/motorcycles', boss.token);
  const stored = list.body.data.find((motorcycle: { id: number }) => motorcycle.id === vespa.id);
  expect(stored.bookingPricePerHour).toBe(10);
});
