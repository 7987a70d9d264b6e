import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';

// Every change to a motorcycle bumps the catalogue version, and with it every rider's cached
// catalogue on every instance (api/README.md, "Several instances"): an edit that changes nothing
// must not.

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startApp();
  admin = (await signUp(server, { admin: true })).token;
});

afterAll(() => server.close());

/** The row the catalogue caches are keyed by. */
async function version(): Promise<number> {
  const row = await server.app.database.db
    .selectFrom('catalog_version')
    .select('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

describe('PATCH /api/v1/motorcycles/:id with no field of a motorcycle', () => {
  it.each([
    ['an unknown field', { colour: 'Rosso' }],
    ['several unknown fields', { id: 1, deleted: true, Name: 'Vespa', __proto: 'x' }],
  ])('answers 422 for %s and leaves the catalogue as it was', async (_case, body) => {
    const vespa = await addMotorcycle(server, admin, { color: 'Blu' });
    const before = await version();

    const response = await server.request('PATCH', `/api/v1/motorcycles/${vespa.id}`, {
      token: admin,
      body,
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      success: false,
      error: true,
      message: [
        'Request body must change at least one field of the motorcycle: name, model, brand, color, chassisNumber, bookingPricePerHour, dayPrice, deposit, price, imageLink or description',
      ],
    });
    expect(await version()).toBe(before);
    const list = await server.request('GET', '/api/v1/motorcycles', { token: admin });
    expect(list.body.data).toContainEqual(expect.objectContaining({ id: vespa.id, color: 'Blu' }));
  });

  it('still changes the known fields sent beside unknown ones, and bumps the version once', async () => {
    const vespa = await addMotorcycle(server, admin, { color: 'Blu' });
    const before = await version();
    const response = await server.request('PATCH', `/api/v1/motorcycles/${vespa.id}`, {
      token: admin,
      body: { color: 'Verde', colour: 'Rosso' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: vespa.id, color: 'Verde' });
    expect(await version()).toBe(before + 1);
  });
});
