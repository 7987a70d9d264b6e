import type { ParsedMail } from 'mailparser';
import { freePort } from '../support/free-port';
import { addMotorcycle, signUp, type TestServer, TEST_PUBLIC_URL } from '../support/helpers';
import {
  kindOf,
  recipient,
  startAppWithMail,
  startMailbox,
  type TestMailbox,
} from '../support/mailbox';
import { expectReads } from '../support/mail-text';

// A ride's mails as its rider reads them, through a real SMTP server (api/README.md, "Mail"):
// booking-confirmed, written with the booking, its calendar file attached; ride-reminder, the
// same ride's facts when it is near. Both in the account's language, whatever the request's.

const SHOP = { name: 'Vespa Roma', address: 'Via dei Fori 1, 00186 Roma', phone: '+39 06 1234567' };
const clock = { now: new Date() };
/** Sets the shop's clock in Rome (summer time, UTC+2) to `wall` (`YYYY-MM-DDTHH:mm`). */
const shopTime = (wall: string) => {
  clock.now = new Date(Date.parse(`${wall}Z`) - 2 * 3_600_000);
};

let mailbox: TestMailbox;
let server: TestServer;
/** One scooter for each language's ride, booked at the same time. */
const vespas: Record<'en' | 'it', number> = { en: 0, it: 0 };
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppWithMail(mailbox.url, {
    now: () => clock.now,
    shopTimeZone: 'Europe/Rome',
    shopCurrency: 'EUR',
  });
  await server.app.database.db.updateTable('shop_profile').set(SHOP).where('id', '=', 1).execute();
  const admin = (await signUp(server, { admin: true })).token;
  for (const locale of ['en', 'it'] as const) {
    const added = await addMotorcycle(server, admin, {
      name: 'Vespa GTS 300',
      bookingPricePerHour: 12.5,
    });
    vespas[locale] = added.id;
  }
});
beforeEach(() => shopTime('2030-06-15T09:00'));
afterAll(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
  await server.close();
  await mailbox.close();
});

/** A rider whose account speaks `locale`, booking from a browser that asks for the other. */
async function rider(locale: 'en' | 'it', on = server) {
  const { user, token } = await signUp(on, { name: 'Giulia Bianchi' });
  await on.request('PATCH', '/api/v1/me', { token, body: { locale } });
  return { email: user.email, token, browser: locale === 'it' ? 'en' : 'it' };
}

async function book(
  who: { token: string; browser: string },
  fields: { date: string; duration: number; total: number },
  on = server,
  motorcycleId = vespas.en,
) {
  const response = await on.request('POST', '/api/v1/reservations', {
    token: who.token,
    headers: { 'accept-language': who.browser },
    body: { motorcycle_id: motorcycleId, city: 'Rome', ...fields },
  });
  expect(response.status).toBe(201);
  return response.body.data.id as number;
}

/** What both of a ride's mails say of a 2-hour ride on Monday 17 June 2030 at 10:00. */
const RIDE = {
  en: (id: number) => [
    `Your reference: ${id}. Give it at the desk when you collect your Vespa.`,
    'What: Vespa GTS 300',
    'When: Mon, Jun 17, 2030, 10:00–12:00',
    'Open that day from 09:00 to 19:00.',
    'Total: €25.00',
    'Where to collect it',
    SHOP.address,
    'What to bring',
    'Your driving licence',
    'An identity document: identity card or passport',
    'A payment card for the deposit',
    `${TEST_PUBLIC_URL}/reservations/${id}`,
    'Phone +39 06 1234567',
  ],
  it: (id: number) => [
    `Il Suo riferimento: ${id}. Lo comunichi al banco quando ritira la Sua Vespa.`,
    'Cosa: Vespa GTS 300',
    'Quando: lun 17 giu 2030, 10:00–12:00',
    'Quel giorno il negozio è aperto dalle 09:00 alle 19:00.',
    'Totale: 25,00 €',
    'Dove ritirarla',
    SHOP.address,
    'Cosa portare',
    'La Sua patente di guida',
    "Un documento d'identità: carta d'identità o passaporto",
    'Una carta di pagamento per il deposito cauzionale',
    `${TEST_PUBLIC_URL}/reservations/${id}`,
    'Tel. +39 06 1234567',
  ],
};

function expectHeaders(mail: ParsedMail, kind: string, locale: string, subject: string) {
  expect(kindOf(mail)).toBe(kind);
  expect(mail.headers.get('content-language')).toBe(locale);
  expect(mail.subject).toBe(subject);
  expect(mail.html).toContain(`lang="${locale}"`);
}

const WORDS = {
  en: {
    confirmed: 'Your Vespa is booked',
    confirmedIntro: 'Thank you for booking with Vespa Roma. Your Vespa is booked',
    reminder: 'Your ride is coming up',
    reminderIntro: 'A reminder from Vespa Roma: your ride is coming up soon.',
  },
  it: {
    confirmed: 'La Sua Vespa è prenotata',
    confirmedIntro: 'Grazie per aver prenotato presso Vespa Roma. La Sua Vespa è prenotata',
    reminder: 'Il Suo noleggio si avvicina',
    reminderIntro: 'Un promemoria da Vespa Roma: il Suo noleggio si avvicina.',
  },
};

const remindersTo = (email: string) =>
  mailbox.received.filter((mail) => kindOf(mail) === 'ride-reminder' && recipient(mail) === email);

describe.each(['en', 'it'] as const)("a ride's mails in %s", (locale) => {
  it('confirms the booking with the ride, its calendar file attached, then reminds the day before', async () => {
    const giulia = await rider(locale);
    const ride = { date: '2030-06-17T10:00', duration: 2, total: 25 };
    const id = await book(giulia, ride, server, vespas[locale]);

    const confirmed = await mailbox.nextTo(giulia.email, 'booking-confirmed');
    expectHeaders(confirmed, 'booking-confirmed', locale, WORDS[locale].confirmed);
    expectReads(confirmed, [WORDS[locale].confirmedIntro, ...RIDE[locale](id)]);
    // The file the calendar route gives the rider (in the account's language), byte for byte.
    const served = await server.request('GET', `/api/v1/reservations/${id}/calendar.ics`, {
      token: giulia.token,
    });
    expect(confirmed.attachments).toHaveLength(1);
    const [file] = confirmed.attachments;
    expect(file?.filename).toBe(`vespa-ride-${id}.ics`);
    expect(file?.contentType).toBe('text/calendar');
    expect(file?.content.toString('utf8')).toBe(served.text);

    // 49 hours ahead: not yet; 24 hours before its start: the reminder, once.
    await server.app.mailSender.sendDue();
    expect(remindersTo(giulia.email)).toEqual([]);
    shopTime('2030-06-16T10:00');
    await server.app.mailSender.sendDue();
    const reminder = await mailbox.nextTo(giulia.email, 'ride-reminder');
    expectHeaders(reminder, 'ride-reminder', locale, WORDS[locale].reminder);
    expectReads(reminder, [WORDS[locale].reminderIntro, ...RIDE[locale](id)]);
    expect(reminder.attachments).toEqual([]);
    shopTime('2030-06-16T11:00');
    await server.app.mailSender.sendDue();
    expect(remindersTo(giulia.email)).toHaveLength(1);
  });
});

it("says so when the shop is closed on a whole day's ride", async () => {
  const marco = await rider('en');
  await book(marco, { date: '2030-06-23', duration: 8, total: 100 });
  const confirmed = await mailbox.nextTo(marco.email, 'booking-confirmed');
  expectReads(confirmed, [
    'When: Sun, Jun 23, 2030, for 8 hours',
    'Total: €100.00',
    'The shop is closed that day: call it to arrange when to collect your Vespa.',
  ]);
});

it('books while SMTP is down, and the confirmation arrives once it is back', async () => {
  const port = await freePort();
  const away = await startAppWithMail(`smtp://127.0.0.1:${port}`, { now: () => clock.now });
  open.push(away);
  const admin = (await signUp(away, { admin: true })).token;
  const there = await addMotorcycle(away, admin, {
    name: 'Vespa GTS 300',
    bookingPricePerHour: 12.5,
  });
  const anna = await rider('en', away);
  const ride = { date: '2030-06-18T10:00', duration: 2, total: 25 };
  const id = await book(anna, ride, away, there.id);
  await away.app.mailSender.sendDue();

  const back = await startMailbox(port);
  open.push(back);
  shopTime('2030-06-15T09:01');
  await away.app.mailSender.sendDue();
  const confirmed = await back.nextTo(anna.email, 'booking-confirmed');
  expectReads(confirmed, [`Your reference: ${id}.`, 'What: Vespa GTS 300']);
});
