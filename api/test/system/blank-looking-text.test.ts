import {
  addMotorcycle,
  daysFromToday,
  motorcycleFields,
  signUp,
  startApp,
  type TestServer,
} from '../support/helpers';

// Names and cities that look blank on every screen, or that turn the text after them around, as
// they were sent on 2026-11-25.

const BLANK_LOOKING: Record<string, string> = {
  'the Hangul filler': '\u3164\u3164',
  'the Hangul choseong and jungseong fillers': '\u115f\u1160',
  'the half-width Hangul filler': '\uffa0\uffa0\uffa0',
  'the Braille blank': '\u2800\u2800',
  'zero-width spaces, word joiners and byte order marks': '\u200b\u2060\ufeff',
  'a right-to-left override and spaces': ' \u202e ',
};

const TURNS_TEXT_AROUND = "can't contain characters that change the direction of text";

let server: TestServer;
let admin: string;
let rider: string;
let motorcycleId: number;

beforeAll(async () => {
  server = await startApp();
  admin = (await signUp(server, { admin: true })).token;
  rider = (await signUp(server)).token;
  motorcycleId = (await addMotorcycle(server, admin, { bookingPricePerHour: 10 })).id;
});

afterAll(() => server.close());

const signup = (name: string) =>
  server.request('POST', '/api/v1/users', {
    body: { user: { name, email: `blank-${Date.now()}@example.com`, password: 'blank-pass' } },
  });

const book = (city: string, day: number) =>
  server.request('POST', '/api/v1/reservations', {
    token: rider,
    body: { motorcycle_id: motorcycleId, duration: 1, total: 10, date: daysFromToday(day), city },
  });

describe.each(Object.entries(BLANK_LOOKING))('text made of %s', (_case, blank) => {
  it('is a blank name at signup', async () => {
    const response = await signup(blank);
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(["Name can't be blank"]);
  });

  it("is a blank motorcycle's name, model and color", async () => {
    const response = await server.request('POST', '/api/v1/motorcycles', {
      token: admin,
      body: motorcycleFields({ name: blank, model: blank, color: `${blank} ` }),
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([
      "Name can't be blank",
      "Model can't be blank",
      "Color can't be blank",
    ]);
  });

  it('is a blank city', async () => {
    const response = await book(blank, 10);
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(["City can't be blank"]);
  });
});

describe('a control that turns the text after it around', () => {
  it('is refused in a name', async () => {
    const response = await signup('Kim\u202e');
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([`Name ${TURNS_TEXT_AROUND}`]);
  });

  it("is refused in a motorcycle's text, on create and on change", async () => {
    const created = await server.request('POST', '/api/v1/motorcycles', {
      token: admin,
      body: motorcycleFields({ brand: '\u202eapseV' }),
    });
    expect(created.status).toBe(422);
    expect(created.body.message).toEqual([`Brand ${TURNS_TEXT_AROUND}`]);
    const changed = await server.request('PATCH', `/api/v1/motorcycles/${motorcycleId}`, {
      token: admin,
      body: { name: 'Vespa \u2066GTS' },
    });
    expect(changed.status).toBe(422);
    expect(changed.body.message).toEqual([`Name ${TURNS_TEXT_AROUND}`]);
  });

  it('is refused in a city', async () => {
    const response = await book('Rome\u202e', 11);
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual([`City ${TURNS_TEXT_AROUND}`]);
  });
});

it('keeps names and cities in any script', async () => {
  const { user } = await signUp(server, { name: '김민지 \u0645\u0631\u064a\u0645' });
  expect(user.name).toBe('김민지 \u0645\u0631\u064a\u0645');
  const response = await book('\u05ea\u05dc \u05d0\u05d1\u05d9\u05d1', 12);
  expect(response.status).toBe(201);
  expect(response.body.data.city).toBe('\u05ea\u05dc \u05d0\u05d1\u05d9\u05d1');
});
