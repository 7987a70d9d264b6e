import { storeReservations } from '../support/stored-reservations';
import { readCalendar } from '../support/icalendar';
import {
  addMotorcycle,
  daysFromToday,
  motorcycleFields,
  signUp,
  startApp,
  type TestServer,
} from '../support/helpers';

// Line and paragraph separators and NEL in text, as they were sent on 2026-11-27: a city holding
// U+2028 or U+0085 was stored, and reached the ride's calendar file raw, where some readers end
// the line (and read what follows as a property of its own).

const SENTENCE = "can't contain control characters or line separators";

let server: TestServer;
let admin: string;
let rider: { token: string; user: { id: number } };
let motorcycleId: number;

beforeAll(async () => {
  server = await startApp();
  admin = (await signUp(server, { admin: true })).token;
  rider = await signUp(server);
  motorcycleId = (await addMotorcycle(server, admin, { bookingPricePerHour: 10 })).id;
});

afterAll(() => server.close());

const book = (token: string, city: string, day: number) =>
  server.request('POST', '/api/v1/reservations', {
    token,
    body: { motorcycle_id: motorcycleId, duration: 1, total: 10, date: daysFromToday(day), city },
  });

it.each([
  ['U+2028', 'Rome\u2028LOCATION:Elsewhere', 10],
  ['U+0085', 'Rome\u0085LOCATION:Elsewhere', 11],
  ['U+2029', 'Rome\u2029', 12],
  ['a C1 control', 'Rome\u009b', 13],
])('refuses a city holding %s, and books nothing', async (_what, city, day) => {
  const { token } = await signUp(server);
  const response = await book(token, city, day);
  expect(response.status).toBe(422);
  expect(response.body.message).toEqual([`City ${SENTENCE}`]);
  const mine = await server.request('GET', '/api/v1/reservations', { token });
  expect(mine.body.data).toEqual([]);
});

it('refuses them in every other text field, each with its sentence', async () => {
  const signup = await server.request('POST', '/api/v1/users', {
    body: { user: { name: 'Kim\u2028Lee', email: 'kim\u0085@example.com', password: 'kim-pass' } },
  });
  expect(signup.status).toBe(422);
  expect(signup.body.message).toEqual([`Name ${SENTENCE}`, `Email ${SENTENCE}`]);

  const motorcycle = await server.request('POST', '/api/v1/motorcycles', {
    token: admin,
    body: motorcycleFields({ color: 'Red\u2029', description: 'Fast\u2028Light' }),
  });
  expect(motorcycle.status).toBe(422);
  expect(motorcycle.body.message).toEqual([`Color ${SENTENCE}`, `Description ${SENTENCE}`]);

  const block = await server.request('POST', `/api/v1/motorcycles/${motorcycleId}/blocks`, {
    token: admin,
    body: {
      from: `${daysFromToday(40)}T10:00`,
      to: `${daysFromToday(41)}T10:00`,
      reason: 'Tyres\u0085',
    },
  });
  expect(block.status).toBe(422);
  expect(block.body.message).toEqual([`Reason ${SENTENCE}`]);

  const pickup = await server.request('POST', '/api/v1/reservations/1/pickup', {
    token: admin,
    body: { odometer_km: 10, note: 'Keys\u2028given' },
  });
  expect(pickup.status).toBe(422);
  expect(pickup.body.message).toEqual([`Note ${SENTENCE}`]);
});

it("keeps them out of an existing ride's calendar file, stored before the rule", async () => {
  const [id] = await storeReservations(server.app.database.db, [
    {
      userId: rider.user.id,
      motorcycleId,
      date: `${daysFromToday(20)}T10:00`,
      duration: 2,
      city: 'Rome',
    },
  ]);
  // The file's LOCATION is the shop's address.
  await server.app.database.db
    .updateTable('shop_profile')
    .set({ address: 'Rome\u2028LOCATION:Elsewhere\u0085X\u2029Y\u009bZ' })
    .execute();
  const response = await server.request('GET', `/api/v1/reservations/${id}/calendar.ics`, {
    token: rider.token,
  });
  expect(response.status).toBe(200);
  expect(response.text).not.toMatch(/[\u0085\u2028\u2029\u0080-\u009f]/);
  const [event] = readCalendar(response.text).events;
  expect(event?.location).toBe('Vespa Rentals, Rome\nLOCATION:Elsewhere\nX\nYZ');
});
