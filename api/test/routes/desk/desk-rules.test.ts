import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';

// The desk's rules as the 2026-11-27 attack broke them (docs/PRODUCT.md, "The shop's desk"):
// a ride handed over days early, an overdue scooter booked again, odometers 100 → 5, a block in
// the past, utilisation above 1.

const clock = { now: new Date('2030-06-15T05:00:00Z') }; // 07:00 in Rome
/** Sets the shop's clock in Rome (summer time, UTC+2) to `wall` (`YYYY-MM-DDTHH:mm`). */
const shopTime = (wall: string) => {
  clock.now = new Date(Date.parse(`${wall}Z`) - 2 * 3_600_000);
};

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp({ now: () => clock.now, shopTimeZone: 'Europe/Rome' });
  admin = (await signUp(server, { admin: true })).token;
});
beforeEach(() => shopTime('2030-06-15T07:00'));
afterAll(() => server.close());

const scooter = () => addMotorcycle(server, admin, { bookingPricePerHour: 10 });

function book(token: string, motorcycleId: number, date: string, hours = 2) {
  return server.request('POST', '/api/v1/reservations', {
    token,
    body: { motorcycle_id: motorcycleId, duration: hours, total: hours * 10, date, city: 'Rome' },
  });
}
async function booked(token: string, motorcycleId: number, date: string, hours = 2) {
  const response = await book(token, motorcycleId, date, hours);
  if (response.status !== 201) throw new Error(`booking failed: ${response.text}`);
  return response.body.data.id as number;
}
const pickup = (id: number, km: number) =>
  server.request('POST', `/api/v1/reservations/${id}/pickup`, {
    token: admin,
    body: { odometer_km: km },
  });
const takeBack = (id: number, km: number) =>
  server.request('POST', `/api/v1/reservations/${id}/return`, {
    token: admin,
    body: { odometer_km: km },
  });
const block = (motorcycleId: number, from: string, to: string) =>
  server.request('POST', `/api/v1/motorcycles/${motorcycleId}/blocks`, {
    token: admin,
    body: { from, to, reason: 'Service' },
  });

describe('the hand-over opens 2 hours before the start, on the shop’s clock', () => {
  it('refuses a ride days ahead, and one three hours ahead, with a sentence', async () => {
    const vespa = await scooter();
    const { token } = await signUp(server);
    const later = await booked(token, vespa.id, '2030-06-18T10:00');
    const early = await pickup(later, 10);
    expect(early.status).toBe(422);
    expect(early.body.message).toEqual([
      'This ride starts at 10:00 on Tue, Jun 18, 2030; it can be handed over from 2 hours before.',
    ]);
    const today = await booked(token, vespa.id, '2030-06-15T10:00');
    shopTime('2030-06-15T07:59');
    expect((await pickup(today, 10)).status).toBe(422);
    shopTime('2030-06-15T08:00');
    expect((await pickup(today, 10)).body.data).toMatchObject({ status: 'out' });
  });

  it('hands a date-only ride over on its day, not the evening before', async () => {
    const vespa = await scooter();
    const { token } = await signUp(server);
    const allDay = await booked(token, vespa.id, '2030-06-16', 8);
    shopTime('2030-06-15T23:30');
    const evening = await pickup(allDay, 10);
    expect(evening.status).toBe(422);
    expect(evening.body.message).toEqual([
      'This ride is on Sun, Jun 16, 2030; it can be handed over that day.',
    ]);
    shopTime('2030-06-16T00:05');
    expect((await pickup(allDay, 10)).status).toBe(200);
  });
});

describe('the odometer never goes below the scooter’s last reading', () => {
  it('refuses 100 → 5 across two rides, naming the last reading', async () => {
    const vespa = await scooter();
    const { token } = await signUp(server);
    const first = await booked(token, vespa.id, '2030-06-15T08:00');
    const second = await booked(token, vespa.id, '2030-06-15T12:00');
    expect((await pickup(first, 100)).status).toBe(200);
    shopTime('2030-06-15T10:00');
    expect((await takeBack(first, 120)).status).toBe(200);
    const backwards = await pickup(second, 5);
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toEqual([
      "Odometer can't be below 120 km, the scooter's last reading",
    ]);
    expect((await pickup(second, 120)).body.data).toMatchObject({ pickup_odometer_km: 120 });
  });
});

describe('a ride out past its end holds its scooter until it is taken back', () => {
  it('refuses the next rider, the workshop and a second hand-over; frees it once back', async () => {
    const vespa = await scooter();
    const ann = await signUp(server, { name: 'Ann Late' });
    const bea = await signUp(server);
    const ride = await booked(ann.token, vespa.id, '2030-06-15T08:00');
    const next = await booked(bea.token, vespa.id, '2030-06-15T16:00');
    expect((await pickup(ride, 300)).status).toBe(200);
    shopTime('2030-06-15T13:00'); // due back at 10:00, still out

    for (const date of ['2030-06-15T14:00', '2030-06-22T10:00', '2030-07-01']) {
      const refused = await book(bea.token, vespa.id, date);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toEqual([
        'This motorcycle has not been brought back yet. Please choose another date or motorcycle.',
      ]);
    }
    const workshop = await block(vespa.id, '2030-06-20T09:00', '2030-06-20T18:00');
    expect(workshop.status).toBe(409);
    expect(workshop.body.conflicts).toEqual([
      expect.objectContaining({ id: ride, status: 'out', user: expect.anything() }),
    ]);
    shopTime('2030-06-15T16:00');
    const handOverAgain = await pickup(next, 400);
    expect(handOverAgain.status).toBe(422);
    expect(handOverAgain.body.message).toEqual([
      'This motorcycle is still out with another rider: take it back first',
    ]);

    const availability = await server.request(
      'GET',
      `/api/v1/motorcycles/${vespa.id}/availability?from=2030-06-15&days=14`,
      { token: bea.token },
    );
    expect(availability.body.data.busy).toEqual([
      { start: '2030-06-15T08:00', end: '2030-06-29T00:00', kind: 'booked' },
      { start: '2030-06-15T16:00', end: '2030-06-15T18:00', kind: 'booked' },
    ]);
    const fleet = await server.request('GET', '/api/v1/admin/fleet?from=2030-06-17&days=7', {
      token: admin,
    });
    expect(fleet.body.data.reservations.map((r: { id: number }) => r.id)).toContain(ride);

    expect((await takeBack(ride, 350)).status).toBe(200);
    expect((await book(bea.token, vespa.id, '2030-06-15T19:00')).status).toBe(201);
  });

  it('holds under bookings sent at once, and hand-overs sent at once leave one ride out', async () => {
    const riders = await Promise.all(Array.from({ length: 6 }, () => signUp(server)));
    for (let round = 0; round < 4; round += 1) {
      const [vespa, { token }] = await Promise.all([scooter(), signUp(server)]);
      shopTime('2030-06-15T07:00');
      const times = ['08:00', '08:30', '09:00', '09:30', '10:00'];
      const rides = [];
      for (const time of times)
        rides.push(await booked(token, vespa.id, `2030-06-15T${time}`, 0.5));
      shopTime('2030-06-15T08:15'); // every one of them can be handed over now
      const all = await Promise.all(rides.map((id) => pickup(id, 10)));
      expect(all.filter(({ status }) => status === 200)).toHaveLength(1);

      shopTime('2030-06-16T09:00'); // the one that went out is overdue now
      const attempts = await Promise.all(
        riders.map(({ token: rider }, n) => book(rider, vespa.id, `2030-06-${20 + n}T10:00`)),
      );
      expect(attempts.map(({ status }) => status)).toEqual(attempts.map(() => 409));
    }
  });
});

describe('workshop blocks and the reports', () => {
  it('refuses a block that ended before now', async () => {
    const vespa = await scooter();
    const past = await block(vespa.id, '2030-06-10T09:00', '2030-06-12T18:00');
    expect(past.status).toBe(422);
    expect(past.body.message).toEqual(["To can't be in the past"]);
    expect((await block(vespa.id, '2030-06-15T06:00', '2030-06-15T07:00')).status).toBe(422);
    expect((await block(vespa.id, '2030-06-15T06:00', '2030-06-15T07:01')).status).toBe(201);
  });

  it('never reports a utilisation above 1, when a block covers rides already back', async () => {
    const vespa = await scooter();
    const { token } = await signUp(server);
    shopTime('2030-05-31T12:00');
    // 13 days from 1 June, ridden and back; then the workshop from 10 June to the month's end.
    const ride = await booked(token, vespa.id, '2030-06-01T00:00', 312);
    shopTime('2030-06-01T00:00');
    expect((await pickup(ride, 10)).status).toBe(200);
    shopTime('2030-06-14T00:00');
    expect((await takeBack(ride, 900)).status).toBe(200);
    shopTime('2030-06-15T07:00');
    expect((await block(vespa.id, '2030-06-10T00:00', '2030-07-01T00:00')).status).toBe(201);

    const report = await server.request(
      'GET',
      '/api/v1/admin/reports/monthly?from=2030-06&to=2030-06',
      { token: admin },
    );
    const row = report.body.data.find(
      (r: { motorcycle_id: number }) => r.motorcycle_id === vespa.id,
    );
    expect(row).toMatchObject({ booked_hours: 312, workshop_hours: 504, utilisation: 1 });
  });
});
