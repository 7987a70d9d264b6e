import { words } from '../support/mail-text';
import { addMotorcycle, signUp, type TestServer } from '../support/helpers';
import { startMailbox, startRomeShopWithMail, type TestMailbox } from '../support/mailbox';

// return-receipt through a real SMTP server (api/README.md, "Mail"): written by the take-back,
// with what the desk recorded, on the shop's clock and in the rider's language, and the money
// the hand-over and the take-back wrote in their steps (each line that counts, what is left).

const clock = { now: new Date('2030-06-15T05:00:00Z') }; // Rome is UTC+2 in June
let mailbox: TestMailbox;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startRomeShopWithMail(mailbox.url, clock);
  admin = (await signUp(server, { admin: true })).token;
});
afterAll(async () => {
  await server.close();
  await mailbox.close();
});

const desk = (id: number, step: 'pickup' | 'return', body: Record<string, unknown>) =>
  server.request('POST', `/api/v1/reservations/${id}/${step}`, { token: admin, body });

/** A two-hour ride from 10:00 on `day`, out at 09:55 at 1204 km, back at 12:40 at 1262 km. */
async function rideTakenBack(locale: 'en' | 'it', day: string) {
  clock.now = new Date(`${day}T05:00:00Z`);
  const vespa = await addMotorcycle(server, admin, { name: 'GTS Rossa', bookingPricePerHour: 10 });
  const email = `${locale}-${day}@example.com`;
  const { token } = await signUp(server, { name: 'Marco', email });
  await server.request('PATCH', '/api/v1/me', { token, body: { locale } });
  const booked = await server.request('POST', '/api/v1/reservations', {
    token,
    body: { motorcycle_id: vespa.id, duration: 2, total: 20, date: `${day}T10:00`, city: 'Rome' },
  });
  const id = booked.body.data.id as number;
  clock.now = new Date(`${day}T07:55:00Z`);
  const handedOver = await desk(id, 'pickup', {
    odometer_km: 1204,
    money: [
      { kind: 'payment', amount: 20, method: 'card' },
      { kind: 'deposit_held', amount: 100, method: 'cash' },
    ],
  });
  expect(handedOver.status).toBe(200);
  clock.now = new Date(`${day}T10:40:00Z`);
  const back = await desk(id, 'return', {
    odometer_km: 1262,
    damage: 'Dented front fender',
    note: 'Helmet left in the top box',
    money: [
      { kind: 'charge', amount: 40, note: 'Front fender' },
      { kind: 'deposit_kept', amount: 30, note: 'Front fender' },
      { kind: 'deposit_returned', amount: 60, method: 'cash' },
    ],
  });
  expect(back.status).toBe(200);
  // The ride's other mails (its confirmation, its reminder) are not this test's.
  return mailbox.nextTo(email, 'return-receipt');
}

describe('return-receipt', () => {
  it.each([
    [
      'en',
      '2030-06-15',
      "Your ride's receipt",
      [
        'Hello Marco,',
        'Thank you for riding GTS Rossa with Vespa Roma.',
        'Out: Sat, Jun 15, 2030, 09:55',
        'Back: Sat, Jun 15, 2030, 12:40',
        'Ridden: 58 km',
        'Back 40 minutes late.',
        'Damage noted: Dented front fender',
        'Note: Helmet left in the top box',
        'Your money Payment · card · $20.00 Deposit taken · cash · $100.00',
        'Charge · $40.00 · Front fender Deposit kept · $30.00 · Front fender',
        'Deposit returned · cash · $60.00 Still to pay: $10.00 Deposit still held: $10.00',
      ],
    ],
    [
      'it',
      '2030-06-16',
      'La ricevuta della Sua corsa',
      [
        'Gentile Marco,',
        'Grazie per aver viaggiato con GTS Rossa di Vespa Roma.',
        'Ritiro: dom 16 giu 2030, 09:55',
        'Riconsegna: dom 16 giu 2030, 12:40',
        'Percorsi: 58 km',
        'Riconsegnato con 40 minuti di ritardo.',
        'Danni rilevati: Dented front fender',
        'Nota: Helmet left in the top box',
        'I Suoi pagamenti Pagamento · carta · 20,00 USD Cauzione versata · contanti · 100,00 USD',
        'Addebito · 40,00 USD · Front fender Cauzione trattenuta · 30,00 USD · Front fender',
        'Cauzione restituita · contanti · 60,00 USD Resta da pagare: 10,00 USD',
        'Cauzione ancora trattenuta: 10,00 USD',
      ],
    ],
  ] as const)(
    'in %s: times, km, lateness, damage, note and the money the steps took',
    async (locale, day, subject, lines) => {
      const mail = await rideTakenBack(locale, day);
      expect(mail.headers.get('x-vespa-mail')).toBe('return-receipt');
      expect(mail.headers.get('content-language')).toBe(locale);
      expect(mail.subject).toBe(subject);
      for (const line of lines) expect(words(mail.text ?? '')).toContain(line);
    },
  );
});
