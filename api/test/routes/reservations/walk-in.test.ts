import {
  addMotorcycle,
  daysFromToday,
  signUp,
  startApp,
  type TestServer,
} from '../../support/helpers';
import { auditRowsAfter, lastAuditId, owner, promoted } from '../../support/staff';

// POST /api/v1/reservations with user_id: staff book a walk-in rider at the desk, under the
// rider's rules and limits; the booking is the rider's, and the audit names who made it.

let server: TestServer;
let ownerToken: string;
let motorcycle: { id: number };

beforeAll(async () => {
  server = await startApp();
  ownerToken = (await owner(server)).token;
  motorcycle = await addMotorcycle(server, ownerToken, { bookingPricePerHour: 10 });
});

afterAll(() => server.close());

let day = 10;
const booking = (userId: number | undefined, hours = 2, motorcycleId = motorcycle.id) => ({
  motorcycle_id: motorcycleId,
  date: daysFromToday((day += 1)),
  duration: hours,
  total: hours * 10,
  city: 'Roma',
  ...(userId === undefined ? {} : { user_id: userId }),
});
const book = (token: string, body: object, language?: string) =>
  server.request('POST', '/api/v1/reservations', {
    token,
    body,
    headers: language ? { 'accept-language': language } : undefined,
  });

it('books for the rider, whose ride it is, and writes who booked it in the audit', async () => {
  const staff = await promoted(server, ownerToken);
  const rider = await signUp(server);
  const before = await lastAuditId(server);
  const response = await book(staff.token, booking(rider.user.id));
  expect(response.status).toBe(201);
  const id = response.body.data.id as number;
  const ridersOwn = await server.request('GET', '/api/v1/reservations', { token: rider.token });
  expect(ridersOwn.body.data.map((r: { id: number }) => r.id)).toContain(id);
  const staffOwn = await server.request('GET', '/api/v1/reservations', { token: staff.token });
  expect(staffOwn.body.data).toEqual([]);
  const rows = await auditRowsAfter(server, before);
  expect(rows).toEqual([
    expect.objectContaining({
      actor_id: staff.user.id,
      action: 'reservation.book',
      subject_type: 'reservation',
      subject_id: id,
    }),
  ]);
  expect(JSON.parse(rows[0]!.after as string)).toMatchObject({ user_id: rider.user.id, total: 20 });
});

it('writes no audit row for a rider booking their own ride, user_id their own or absent', async () => {
  const rider = await signUp(server);
  const before = await lastAuditId(server);
  expect((await book(rider.token, booking(undefined))).status).toBe(201);
  expect((await book(rider.token, booking(rider.user.id))).status).toBe(201);
  expect(await auditRowsAfter(server, before)).toEqual([]);
});

it('refuses a rider booking for another, in their language', async () => {
  const rider = await signUp(server);
  const other = await signUp(server);
  const response = await book(rider.token, booking(other.user.id));
  expect(response.status).toBe(403);
  expect(response.body.message).toBe('Only staff can book for another rider');
  const italian = await book(rider.token, booking(other.user.id), 'it');
  expect(italian.body.message).toBe(
    'Solo il personale del negozio può prenotare per un altro cliente',
  );
});

it('answers 404 for a rider that does not exist, 422 for a blocked one', async () => {
  const staff = await promoted(server, ownerToken);
  expect((await book(staff.token, booking(999_999))).status).toBe(404);
  const rider = await signUp(server);
  const blocked = await server.request('PATCH', `/api/v1/admin/people/${rider.user.id}`, {
    token: ownerToken,
    body: { blocked: true },
  });
  expect(blocked.status).toBe(200);
  const response = await book(staff.token, booking(rider.user.id));
  expect(response.status).toBe(422);
  expect(response.body.message).toEqual(["This rider's account has been blocked: it cannot book"]);
});

it("holds the rider to the rider's own limits", async () => {
  const staff = await promoted(server, ownerToken);
  const rider = await signUp(server);
  // 720 hours is the most a rider may hold ahead (docs/PRODUCT.md, "Fair use"); on a scooter of
  // their own, so the long ride holds none the other tests book (they run in any order).
  const own = (await addMotorcycle(server, ownerToken, { bookingPricePerHour: 10 })).id;
  expect((await book(staff.token, booking(rider.user.id, 700, own))).status).toBe(201);
  const over = await book(staff.token, booking(rider.user.id, 30, own));
  expect(over.status).toBe(422);
  expect(over.body.message[0]).toMatch(/more than 720 hours/);
});
