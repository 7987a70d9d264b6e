import {
  addMotorcycle,
  freshDatabase,
  motorcycleFields,
  signUp,
  startApp,
  type TestServer,
} from '../../support/helpers';

let server: TestServer;
let admin: string;
let rider: string;

beforeAll(async () => {
  server = await startApp();
  admin = (await signUp(server, { admin: true })).token;
  rider = (await signUp(server)).token;
});

afterAll(() => server.close());

function post(body: unknown, token = admin) {
  return server.request('POST', '/api/v1/motorcycles', { token, body });
}

describe('GET /api/v1/motorcycles', () => {
  it('answers an empty list as data: []', async () => {
    // A catalogue of its own: the file's other tests add motorcycles, in any order.
    const empty = await startApp();
    try {
      const { token } = await signUp(empty);
      const response = await empty.request('GET', '/api/v1/motorcycles', { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: [] });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    } finally {
      await empty.close();
    }
  });
});

describe('POST /api/v1/motorcycles', () => {
  it('lets an admin add a motorcycle: 201 with the stored motorcycle', async () => {
    const fields = motorcycleFields({ chassisNumber: ' VIN-0001 ', name: ' Vespa GTS ' });
    const response = await post(fields);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Motorcycle created successfully',
      data: {
        id: expect.any(Number),
        name: 'Vespa GTS',
        model: 'Primavera 150',
        brand: 'Vespa',
        color: 'Azzurro Provenza',
        chassisNumber: 'VIN-0001',
        bookingPricePerHour: 12.5,
        // The replaced app's client sends neither: no day price, no deposit.
        dayPrice: null,
        deposit: 0,
        price: 6999.9,
        imageLink: '/images/primavera.svg',
        description: 'A classic',
      },
    });
  });

  it('works at the trailing-slash path and without a description', async () => {
    const { description: _omitted, ...fields } = motorcycleFields();
    const response = await server.request('POST', '/api/v1/motorcycles/', {
      token: admin,
      body: fields,
    });
    expect(response.status).toBe(201);
    expect(response.body.data.description).toBe('');
  });

  it('accepts numeric strings and answers numbers', async () => {
    const response = await post(motorcycleFields({ bookingPricePerHour: '2.5', price: '25.00' }));
    expect(response.status).toBe(201);
    expect(response.body.data.bookingPricePerHour).toBe(2.5);
    expect(response.body.data.price).toBe(25);
  });

  it('accepts http(s) image URLs', async () => {
    const response = await post(
      motorcycleFields({ imageLink: 'https://cdn.example.com/a.png?x=1' }),
    );
    expect(response.status).toBe(201);
  });

  it('is refused to non-admins with 403', async () => {
    const response = await post(motorcycleFields(), rider);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      success: false,
      error: true,
      message: 'Only administrators can add or delete motorcycles',
    });
  });

  it('reports every broken rule as a sentence', async () => {
    const response = await post({
      name: 'X',
      model: ' ',
      brand: '',
      color: '',
      chassisNumber: '',
      bookingPricePerHour: 0,
      price: -1,
      imageLink: 'javascript:alert(1)',
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      success: false,
      error: true,
      message: [
        'Name is too short (minimum is 2 characters)',
        "Model can't be blank",
        "Brand can't be blank",
        "Color can't be blank",
        "Chassis number can't be blank",
        'Booking price per hour must be greater than 0',
        'Price must be greater than or equal to 0',
        'Image link must be an http(s) URL or a path beginning with /images/',
      ],
    });
  });

  it('reports missing and mistyped fields from the schema as sentences', async () => {
    const response = await post({ name: 42, bookingPricePerHour: 'cheap', price: true });
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(
      expect.arrayContaining([
        'Name must be text',
        "Model can't be blank",
        "Brand can't be blank",
        "Color can't be blank",
        "Chassis number can't be blank",
        'Booking price per hour must be a number',
        'Price must be a number',
        "Image link can't be blank",
      ]),
    );
    expect(response.body.message).toHaveLength(8);
  });

  it.each([
    [
      { bookingPricePerHour: 10000.01 },
      'Booking price per hour must be less than or equal to 10000',
    ],
    [{ price: 1000000.5 }, 'Price must be less than or equal to 1000000'],
    [{ price: 10.005 }, 'Price must have at most 2 decimal places'],
    [
      { imageLink: '/images/../../etc/passwd' },
      'Image link must be an http(s) URL or a path beginning with /images/',
    ],
    [
      { imageLink: 'ftp://example.com/a.png' },
      'Image link must be an http(s) URL or a path beginning with /images/',
    ],
    [{ name: 'N'.repeat(101) }, 'Name is too long (maximum is 100 characters)'],
  ])('refuses %p', async (overrides, message) => {
    const response = await post(motorcycleFields(overrides));
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([message]);
  });

  it('refuses a chassis number that is taken, whatever its case', async () => {
    await addMotorcycle(server, admin, { chassisNumber: 'CHASSIS-DUP' });
    const response = await post(motorcycleFields({ chassisNumber: 'chassis-dup' }));
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(['Chassis number has already been taken']);
  });
});

describe('DELETE /api/v1/motorcycles/:id', () => {
  it('accepts a JSON content type with no body (api/README.md, "The wire contract")', async () => {
    const motorcycle = await addMotorcycle(server, admin, { chassisNumber: 'CHASSIS-HDR' });
    const response = await server.request('DELETE', `/api/v1/motorcycles/${motorcycle.id}`, {
      token: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Motorcycle deleted successfully' });
  });

  it('soft-deletes: 200, gone from the list, its chassis number free again', async () => {
    const motorcycle = await addMotorcycle(server, admin, { chassisNumber: 'CHASSIS-DEL' });
    const response = await server.request('DELETE', `/api/v1/motorcycles/${motorcycle.id}`, {
      token: admin,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Motorcycle deleted successfully' });

    const list = await server.request('GET', '/api/v1/motorcycles', { token: rider });
    expect(list.body.data.map((m: { id: number }) => m.id)).not.toContain(motorcycle.id);
    expect((await post(motorcycleFields({ chassisNumber: 'CHASSIS-DEL' }))).status).toBe(201);
  });

  it('answers 404 for a motorcycle deleted already', async () => {
    const motorcycle = await addMotorcycle(server, admin);
    const path = `/api/v1/motorcycles/${motorcycle.id}/`;
    expect((await server.request('DELETE', path, { token: admin })).status).toBe(200);
    const again = await server.request('DELETE', path, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, error: true, message: 'Motorcycle not found' });
  });

  it.each([
    '999999',
    'abc',
    '1.5',
    '-1',
    '0',
    '99999999999',
    '2147483648',
    '1;DROP TABLE motorcycles',
  ])('answers 404 for id %p', async (id) => {
    const response = await server.request(
      'DELETE',
      `/api/v1/motorcycles/${encodeURIComponent(id)}`,
      {
        token: admin,
      },
    );
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, error: true, message: 'Motorcycle not found' });
  });

  it('is refused to non-admins with 403 and deletes nothing', async () => {
    const motorcycle = await addMotorcycle(server, admin);
    const response = await server.request('DELETE', `/api/v1/motorcycles/${motorcycle.id}`, {
      token: rider,
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Only administrators can add or delete motorcycles');
    const list = await server.request('GET', '/api/v1/motorcycles', { token: rider });
    expect(list.body.data.map((m: { id: number }) => m.id)).toContain(motorcycle.id);
  });
});

describe('the catalogue list', () => {
  it('lists the non-deleted motorcycles ordered by id, with numbers as numbers', async () => {
    // Its own motorcycles, so the test means the same whatever ran before it.
    const first = await addMotorcycle(server, admin, {
      bookingPricePerHour: '12.50',
      price: '999',
    });
    const second = await addMotorcycle(server, admin);
    const gone = await addMotorcycle(server, admin);
    await server.request('DELETE', `/api/v1/motorcycles/${gone.id}`, { token: admin });
    const list = await server.request('GET', '/api/v1/motorcycles/', { token: rider });
    expect(list.status).toBe(200);
    const ids = list.body.data.map((m: { id: number }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids).not.toContain(gone.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(list.body.data.find((m: { id: number }) => m.id === first.id)).toMatchObject({
      bookingPricePerHour: 12.5,
      price: 999,
    });
    for (const m of list.body.data) {
      expect(typeof m.id).toBe('number');
      expect(typeof m.price).toBe('number');
      expect(typeof m.bookingPricePerHour).toBe('number');
    }
  });

  it('is never stale, also when another instance changes the catalogue', async () => {
    const database = await freshDatabase();
    const first = await startApp({}, database);
    const second = await startApp({}, database);
    try {
      const token = (await signUp(first, { admin: true })).token;
      const names = async (instance: TestServer) =>
        (await instance.request('GET', '/api/v1/motorcycles', { token })).body.data.map(
          (m: { name: string }) => m.name,
        );
      expect(await names(second)).toEqual([]);
      const added = await addMotorcycle(first, token, { name: 'Vespa Sprint' });
      expect(await names(second)).toEqual(['Vespa Sprint']);
      expect(await names(first)).toEqual(['Vespa Sprint']);
      await second.request('DELETE', `/api/v1/motorcycles/${added.id}`, { token });
      expect(await names(first)).toEqual([]);
      expect(await names(second)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
