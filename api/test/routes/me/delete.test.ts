import { addMotorcycle, signUp, startApp, type TestServer } from '../../support/helpers';
import { mailsTo } from '../../support/outbox';

// Deleting one's account (api/README.md, "Accounts"): rides ahead cancelled as the rider's own
// cancellation would, the account anonymised, the shop's books kept, the address free again.

const clock = { now: new Date() };
/** Sets the shop's clock in Rome (summer time, UTC+2) to `wall` (`YYYY-MM-DDTHH:mm`). */
const shopTime = (wall: string) => {
  clock.now = new Date(Date.parse(`${wall}Z`) - 2 * 3_600_000);
};

let server: TestServer;
let admin: string;
let vespa: { id: number };

beforeAll(async () => {
  server = await startApp({ now: () => clock.now, shopTimeZone: 'Europe/Rome' });
  admin = (await signUp(server, { admin: true })).token;
  vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
});
beforeEach(() => shopTime('2030-06-15T05:30'));
afterAll(() => server.close());

const deleteMe = (token: string, body: unknown, headers?: Record<string, string>) =>
  server.request('DELETE', '/api/v1/me', { token, body, headers });
const login = (email: string, password: string) =>
  server.request('POST', '/api/v1/login', { body: { user: { email, password } } });

async function booked(token: string, date: string) {
  const response = await server.request('POST', '/api/v1/reservations', {
    token,
    body: { motorcycle_id: vespa.id, duration: 1, total: 10, date, city: 'Rome' },
  });
  if (response.status !== 201) throw new Error(`booking failed: ${response.text}`);
  return response.body.data.id as number;
}

async function statusesOf(userId: number) {
  const list = await server.request('GET', '/api/v1/admin/reservations?limit=100', {
    token: admin,
  });
  return Object.fromEntries(
    (
      list.body.data as {
        id: number;
        status: string;
        user: { id: number; name: string; email: string };
      }[]
    )
      .filter((reservation) => reservation.user.id === userId)
      .map((reservation) => [
        reservation.id,
        { status: reservation.status, user: reservation.user },
      ]),
  );
}

describe('DELETE /api/v1/me', () => {
  it('refuses a wrong or missing password with a sentence, and keeps the account', async () => {
    const email = `anna-${Date.now()}@example.com`;
    const { token } = await signUp(server, { email, password: 'anna-password' });
    const wrong = await deleteMe(token, { password: 'not-the-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ success: false, error: true, message: ['Password is wrong'] });
    const inItalian = await deleteMe(token, { password: 'nope-nope' }, { 'accept-language': 'it' });
    expect(inItalian.body.message).toEqual(['La password non è corretta']);
    const missing = await deleteMe(token, {});
    expect(missing.status).toBe(422);
    expect(missing.body.message).toEqual(["Password can't be blank"]);
    expect((await server.request('GET', '/api/v1/me', { token })).body.data.email).toBe(email);
    expect((await login(email, 'anna-password')).status).toBe(200);
    expect(await mailsTo(server, email)).toEqual([]);
  });

  it('cancels the rides ahead, keeps the rest for the books, anonymises, and ends every way in', async () => {
    const email = `giulia-${Date.now()}@example.com`;
    const password = 'giulia-password';
    const { user, token } = await signUp(server, { name: 'Giulia Neri', email, password });
    await server.request('PATCH', '/api/v1/me', { token, body: { phone: '+39 333 1234567' } });
    const started = await booked(token, '2030-06-15T06:00');
    const handedOver = await booked(token, '2030-06-15T07:00');
    const ahead = await booked(token, '2030-06-16T10:00');
    const feed = await server.request('POST', '/api/v1/calendar/feed', { token });
    const feedPath = new URL(feed.body.data.url as string).pathname;
    const otherSession = (await login(email, password)).body.token as string;
    shopTime('2030-06-15T06:30');
    const pickup = await server.request('POST', `/api/v1/reservations/${handedOver}/pickup`, {
      token: admin,
      body: { odometer_km: 100 },
    });
    expect(pickup.status).toBe(200);

    const deleted = await deleteMe(token, { password });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Your account has been deleted' });

    const anonymous = { id: user.id, name: 'Deleted rider', email: `deleted:${user.id}` };
    expect(await statusesOf(user.id)).toEqual({
      [started]: { status: 'confirmed', user: anonymous },
      [handedOver]: { status: 'out', user: anonymous },
      [ahead]: { status: 'cancelled', user: anonymous },
    });
    for (const session of [token, otherSession]) {
      expect((await server.request('GET', '/api/v1/me', { token: session })).status).toBe(401);
    }
    expect((await server.request('GET', feedPath)).status).toBe(404);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(`deleted:${user.id}`, password)).status).toBe(401);
    // The rides' confirmations are not this test's; the notice and the cancellations, written
    // before the anonymising, go to the address and in the language the account had.
    expect(await mailsTo(server, email, ['account-deleted', 'booking-cancelled'])).toEqual([
      { kind: 'account-deleted', to: email, locale: 'en', values: { name: 'Giulia Neri' } },
      {
        kind: 'booking-cancelled',
        to: email,
        locale: 'en',
        values: expect.objectContaining({ name: 'Giulia Neri', cause: 'account-deleted' }),
      },
    ]);
    const row = await server.app.database.db
      .selectFrom('users')
      .select(['phone', 'locale'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: null, locale: null });

    // The address is free: a new account, with nothing of the old one.
    const again = await signUp(server, { name: 'Giulia Nuova', email, password: 'new-password' });
    expect(again.user.id).not.toBe(user.id);
    const list = await server.request('GET', '/api/v1/reservations', { token: again.token });
    expect(list.body.data).toEqual([]);
  });

  it("writes the notice in the account's language", async () => {
    const email = `marco-${Date.now()}@example.com`;
    const { token } = await signUp(server, {
      name: 'Marco Rossi',
      email,
      password: 'marco-password',
    });
    await server.request('PATCH', '/api/v1/me', { token, body: { locale: 'it' } });
    const deleted = await deleteMe(token, { password: 'marco-password' });
    expect(deleted.body.message).toBe('Il Suo account è stato eliminato');
    expect(await mailsTo(server, email)).toEqual([
      { kind: 'account-deleted', to: email, locale: 'it', values: { name: 'Marco Rossi' } },
    ]);
  });

  it("cannot be another account's: a token deletes its own account only", async () => {
    const victim = await signUp(server, { password: 'victim-password' });
    const mallory = await signUp(server, { password: 'mallory-password' });
    expect((await deleteMe(mallory.token, { password: 'victim-password' })).status).toBe(422);
    expect((await server.request('GET', '/api/v1/me', { token: victim.token })).status).toBe(200);
    expect((await server.request('GET', '/api/v1/me', { token: mallory.token })).status).toBe(200);
  });
});

describe("the shop's last owner", () => {
  it('cannot delete the account while no other owner is left', async () => {
    const shop = await startApp();
    try {
      const owner = await signUp(shop, { admin: true, password: 'owner-password' });
      const refused = await shop.request('DELETE', '/api/v1/me', {
        token: owner.token,
        body: { password: 'owner-password' },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toEqual([
        "This is the shop's last owner account and cannot be deleted",
      ]);
      expect((await shop.request('GET', '/api/v1/me', { token: owner.token })).status).toBe(200);

      await signUp(shop, { admin: true });
      const deleted = await shop.request('DELETE', '/api/v1/me', {
        token: owner.token,
        body: { password: 'owner-password' },
      });
      expect(deleted.status).toBe(200);
    } finally {
      await shop.close();
    }
  });
});
