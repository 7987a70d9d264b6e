import type { ParsedMail } from 'mailparser';
import { words as textWords } from '../support/mail-text';
import { addMotorcycle, signUp, type TestServer } from '../support/helpers';
import { startMailbox, startRomeShopWithMail, type TestMailbox } from '../support/mailbox';
import { mailsTo } from '../support/outbox';

// booking-cancelled through a real SMTP server (api/README.md, "Mail"): who cancelled and, when
// the shop did, why, in the rider's language; from a rider, the shop, an account deletion and a
// scooter leaving the fleet.

const clock = { now: new Date('2030-06-15T05:00:00Z') }; // 07:00 in Rome
let mailbox: TestMailbox;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startRomeShopWithMail(mailbox.url, clock);
  admin = (await signUp(server, { admin: true })).token;
});
afterEach(() => {
  clock.now = new Date('2030-06-15T05:00:00Z');
});
afterAll(async () => {
  await server.close();
  await mailbox.close();
});

const words = (mail: ParsedMail) => textWords(mail.text ?? '');

async function riderSpeaking(locale: 'en' | 'it', password = 'rider-password') {
  const email = `${locale}-${Math.random().toString(36).slice(2)}@example.com`;
  const rider = await signUp(server, { name: 'Giulia', email, password });
  if (locale === 'it') {
    await server.request('PATCH', '/api/v1/me', { token: rider.token, body: { locale } });
  }
  return { ...rider, email, password };
}

async function booked(token: string, motorcycleId: number, start: string) {
  const response = await server.request('POST', '/api/v1/reservations', {
    token,
    body: { motorcycle_id: motorcycleId, duration: 2, total: 20, date: start, city: 'Rome' },
  });
  if (response.status !== 201) throw new Error(`booking failed: ${response.text}`);
  return response.body.data.id as number;
}

const scooter = (name = 'Primavera Blu') =>
  addMotorcycle(server, admin, { name, bookingPricePerHour: 10 });
const cancel = (id: number, token: string, body?: unknown) =>
  server.request('DELETE', `/api/v1/reservations/${id}`, { token, body });

function expectCancelled(mail: ParsedMail, locale: 'en' | 'it', lines: string[]) {
  expect(mail.headers.get('x-vespa-mail')).toBe('booking-cancelled');
  expect(mail.headers.get('content-language')).toBe(locale);
  expect(mail.subject).toBe(
    locale === 'en' ? 'Your ride was cancelled' : 'La Sua corsa è stata annullata',
  );
  for (const line of lines) expect(words(mail)).toContain(line);
}

// A ride within its day is said as its day and both times.
const EN_RIDE = [
  'Your ride on Primavera Blu was cancelled.',
  'Day: Sun, Jun 16, 2030, 10:00–12:00',
];
const IT_RIDE = [
  'La Sua corsa con Primavera Blu è stata annullata.',
  'Giorno: dom 16 giu 2030, 10:00–12:00',
];

describe('booking-cancelled', () => {
  it("tells a rider who cancelled their own ride, sent with no body as the original client's", async () => {
    const vespa = await scooter();
    const rider = await riderSpeaking('en');
    const id = await booked(rider.token, vespa.id, '2030-06-16T10:00');
    expect((await cancel(id, rider.token)).status).toBe(200);
    const mail = await mailbox.nextTo(rider.email, 'booking-cancelled');
    expectCancelled(mail, 'en', [...EN_RIDE, 'You cancelled it yourself.']);
    expect(words(mail)).not.toContain('Reason');
  });

  it("tells the rider, in the rider's language, that the shop cancelled and why", async () => {
    const vespa = await scooter();
    const rider = await riderSpeaking('it');
    const id = await booked(rider.token, vespa.id, '2030-06-16T10:00');
    const answer = await cancel(id, admin, { reason: '  The brakes need a repair  ' });
    expect(answer.body).toEqual({ success: true, message: expect.any(String) });
    expectCancelled(await mailbox.nextTo(rider.email, 'booking-cancelled'), 'it', [
      ...IT_RIDE,
      "L'ha annullata Vespa Roma.",
      'Motivo: The brakes need a repair',
      'Ci scusiamo',
    ]);

    // A single-day booking reads as its day.
    const other = await booked(rider.token, vespa.id, '2030-06-17');
    expect((await cancel(other, admin)).status).toBe(200);
    const silent = await mailbox.nextTo(rider.email, 'booking-cancelled');
    expectCancelled(silent, 'it', ['Giorno: lun 17 giu 2030', "L'ha annullata Vespa Roma."]);
    expect(words(silent)).not.toContain('Motivo');
  });

  it('refuses a reason over 100 characters or with a control character, naming the field', async () => {
    const vespa = await scooter();
    const rider = await riderSpeaking('en');
    const id = await booked(rider.token, vespa.id, '2030-06-16T10:00');
    expect(await cancel(id, admin, { reason: 'x'.repeat(101) })).toMatchObject({
      status: 422,
      body: { message: ['Reason is too long (maximum is 100 characters)'] },
    });
    expect(await cancel(id, admin, { reason: 'Broken\u0007' })).toMatchObject({
      status: 422,
      body: { message: ["Reason can't contain control characters or line separators"] },
    });
    expect((await cancel(id, admin, { reason: 'x'.repeat(100) })).status).toBe(200);
  });

  it('tells each ride an account deletion cancels, at the address and in the language it had', async () => {
    const vespa = await scooter();
    const rider = await riderSpeaking('it');
    await booked(rider.token, vespa.id, '2030-06-16T10:00');
    const deleted = await server.request('DELETE', '/api/v1/me', {
      token: rider.token,
      body: { password: rider.password },
    });
    expect(deleted.status).toBe(200);
    // Both at the address the account had (its confirmation too, which is not this test's).
    await mailbox.nextTo(rider.email, 'account-deleted');
    expectCancelled(await mailbox.nextTo(rider.email, 'booking-cancelled'), 'it', [
      'Gentile Giulia,',
      ...IT_RIDE,
      'È stata annullata perché ha eliminato il Suo account.',
    ]);
  });
});

describe('deleting a scooter', () => {
  it('cancels its confirmed rides ahead, telling each rider, and leaves the ride that is out', async () => {
    const vespa = await scooter();
    const [italian, english, outRider] = await Promise.all([
      riderSpeaking('it'),
      riderSpeaking('en'),
      riderSpeaking('en'),
    ]);
    // Handed over an hour early: it starts after the deletion, and is out all the same.
    const today = await booked(outRider.token, vespa.id, '2030-06-15T09:00');
    const ahead = await booked(italian.token, vespa.id, '2030-06-16T10:00');
    const later = await booked(english.token, vespa.id, '2030-06-17T10:00');
    clock.now = new Date('2030-06-15T06:00:00Z'); // 08:00 in Rome
    const out = await server.request('POST', `/api/v1/reservations/${today}/pickup`, {
      token: admin,
      body: { odometer_km: 10 },
    });
    expect(out.status).toBe(200);

    expect(
      (await server.request('DELETE', `/api/v1/motorcycles/${vespa.id}`, { token: admin })).status,
    ).toBe(200);
    expectCancelled(await mailbox.nextTo(italian.email, 'booking-cancelled'), 'it', [
      ...IT_RIDE,
      "L'ha annullata Vespa Roma.",
      'Motivo: Lo scooter non fa più parte della flotta.',
    ]);
    expectCancelled(await mailbox.nextTo(english.email, 'booking-cancelled'), 'en', [
      'Day: Mon, Jun 17, 2030, 10:00–12:00',
      'Vespa Roma cancelled it.',
      'Reason: The scooter is no longer in the fleet.',
    ]);
    const list = await server.request('GET', '/api/v1/admin/reservations?limit=200', {
      token: admin,
    });
    const statuses = Object.fromEntries(
      (list.body.data as { id: number; status: string }[]).map((row) => [row.id, row.status]),
    );
    expect([statuses[today], statuses[ahead], statuses[later]]).toEqual([
      'out',
      'cancelled',
      'cancelled',
    ]);
    // The ride out is taken back as before; its rider was told nothing of the deletion.
    const back = await server.request('POST', `/api/v1/reservations/${today}/return`, {
      token: admin,
      body: { odometer_km: 30 },
    });
    expect(back.status).toBe(200);
    await mailbox.nextTo(outRider.email, 'return-receipt');
    expect(await mailsTo(server, outRider.email, ['booking-cancelled'])).toEqual([]);
  });
});
