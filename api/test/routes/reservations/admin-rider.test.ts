import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';
import { storeReservations } from '../../support/stored-reservations';

// GET /api/v1/admin/reservations?rider=…: the desk finds a ride by its rider, the start of words
// of the name in any order, or of the email or phone, whatever its case, as People searches
// (api/README.md, "People").

const LIST = '/api/v1/admin/reservations';

let server: TestServer;
let admin: string;
const rides = new Map<string, number[]>();

beforeAll(async () => {
  server = await startApp({ now: () => new Date('2030-06-15T05:00:00Z') });
  admin = (await signUp(server, { admin: true })).token;
  const motorcycle = (await addMotorcycle(server, admin, { name: 'Red' })).id;
  for (const [n, name] of ['Maria Rossi', 'Mario 50% Bianchi', 'Luca Verdi'].entries()) {
    const rider = await signUp(server, { name, email: `${name.split(' ')[0]}${n}@shop.test` });
    const dates = [`2030-07-0${n + 1}T09:00`, `2030-08-0${n + 1}T09:00`];
    const stored = dates.map((date) => ({ userId: rider.user.id, motorcycleId: motorcycle, date }));
    rides.set(
      name,
      await storeReservations(
        server.app.database.db,
        stored.map((r) => ({ ...r, duration: 2 })),
      ),
    );
  }
});

afterAll(() => server.close());

const idsFor = async (rider: string) => {
  const response = await server.request('GET', `${LIST}?rider=${encodeURIComponent(rider)}`, {
    token: admin,
  });
  expect(response.status).toBe(200);
  return (response.body.data as Array<{ id: number }>).map((reservation) => reservation.id);
};

it('lists the rides of the riders whose name starts so, whatever its case', async () => {
  expect(await idsFor('maria')).toEqual(rides.get('Maria Rossi'));
  // By start time, as the list always is: the two riders' rides interleave.
  expect((await idsFor('MARI')).sort((a, b) => a - b)).toEqual(
    [...rides.get('Maria Rossi')!, ...rides.get('Mario 50% Bianchi')!].sort((a, b) => a - b),
  );
  expect(await idsFor('  luca ')).toEqual(rides.get('Luca Verdi'));
});

it('finds a rider by the start of their email', async () => {
  expect(await idsFor('Luca2@')).toEqual(rides.get('Luca Verdi'));
});

it('finds a rider by any word of the name, every word typed in any order', async () => {
  expect(await idsFor('Rossi')).toEqual(rides.get('Maria Rossi'));
  expect(await idsFor('bianchi MAR')).toEqual(rides.get('Mario 50% Bianchi'));
  // Luca Verdi is no Rossi.
  expect(await idsFor('verdi ross')).toEqual([]);
});

it('finds a rider by the name they changed to, not the one they had', async () => {
  const rider = await signUp(server, { name: 'Ottavia Neri' });
  const motorcycle = (await addMotorcycle(server, admin, { name: 'Blue' })).id;
  const [ride] = await storeReservations(server.app.database.db, [
    { userId: rider.user.id, motorcycleId: motorcycle, date: '2030-09-01T09:00', duration: 2 },
  ]);
  const renamed = await server.request('PATCH', '/api/v1/me', {
    token: rider.token,
    body: { name: 'Livia Neri' },
  });
  expect(renamed.status).toBe(200);
  expect(await idsFor('livia neri')).toEqual([ride]);
  expect(await idsFor('ottavia')).toEqual([]);
});

it("finds a deleted rider's rides by the name the books keep, not by the old one", async () => {
  const rider = await signUp(server, { name: 'Clelia Gialli' });
  const motorcycle = (await addMotorcycle(server, admin, { name: 'Green' })).id;
  const [ride] = await storeReservations(server.app.database.db, [
    { userId: rider.user.id, motorcycleId: motorcycle, date: '2030-06-01T09:00', duration: 2 },
  ]);
  const deleted = await server.request('DELETE', '/api/v1/me', {
    token: rider.token,
    body: { password: 'secret-password' },
  });
  expect(deleted.status).toBe(200);
  expect(await idsFor('clelia')).toEqual([]);
  expect(await idsFor('gialli')).toEqual([]);
  expect(await idsFor('deleted rider')).toEqual([ride]);
});

it('reads % and _ and search syntax as text, and punctuation alone finds nobody', async () => {
  expect(await idsFor('Mario 50%')).toEqual(rides.get('Mario 50% Bianchi'));
  // As wildcards they would find Bianchi and Rossi; as operators, Rossi and Verdi, then Mario.
  expect(await idsFor('%ianchi')).toEqual([]);
  expect(await idsFor('r_ssi')).toEqual([]);
  expect(await idsFor('rossi OR verdi')).toEqual([]);
  expect(await idsFor('mari NOT rossi')).toEqual([]);
  expect(await idsFor('"verdi"*')).toEqual(rides.get('Luca Verdi'));
  expect(await idsFor('%_*"():-')).toEqual([]);
});

it('refuses a search longer than 100 characters with a sentence naming the field', async () => {
  const response = await server.request('GET', `${LIST}?rider=${'a'.repeat(101)}`, {
    token: admin,
  });
  expect(response.status).toBe(422);
  expect(JSON.stringify(response.body.message)).toContain('Rider');
});
