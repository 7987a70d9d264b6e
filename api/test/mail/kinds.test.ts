import type { ParsedMail } from 'mailparser';
import { enqueueMail, type MailKind, type MailValues } from '../../src/mail/outbox';
import type { Locale } from '../../src/lib/i18n';
import { type TestServer, TEST_MAIL_FROM, TEST_PUBLIC_URL } from '../support/helpers';
import { startAppWithMail, startMailbox, type TestMailbox } from '../support/mailbox';
import { expectReads } from '../support/mail-text';

// Every kind of mail as its recipient reads it, through a real SMTP server: its subject, both
// parts, its headers and the shop's footer, in each language (api/README.md, "Mail").

const SHOP = { name: 'Vespa Roma', address: 'Via dei Fori 1, 00186 Roma', phone: '+39 06 1234567' };
const LINK = `${TEST_PUBLIC_URL}/reset-password?token=abc123`;

type Case<K extends MailKind> = {
  kind: K;
  values: MailValues[K];
  en: { subject: string; lines: string[] };
  it: { subject: string; lines: string[] };
};

const CASES: Case<MailKind>[] = [
  {
    kind: 'password-reset',
    values: { name: 'Giulia', link: LINK },
    en: {
      subject: 'Choose a new password',
      lines: [
        'Hello Giulia,',
        'We received a request to choose a new password for your account at Vespa Roma.',
        LINK,
        'The link works once, within one hour.',
      ],
    },
    it: {
      subject: 'Scelga una nuova password',
      lines: [
        'Gentile Giulia,',
        'Abbiamo ricevuto una richiesta di nuova password per il Suo account presso Vespa Roma.',
        LINK,
        "Il link funziona una sola volta, entro un'ora.",
      ],
    },
  },
  {
    kind: 'password-changed',
    values: { name: 'Marco' },
    en: {
      subject: 'Your password was changed',
      lines: ['Hello Marco,', 'The password of your account at Vespa Roma was just changed'],
    },
    it: {
      subject: 'La Sua password è stata cambiata',
      lines: [
        'Gentile Marco,',
        'La password del Suo account presso Vespa Roma è stata appena cambiata',
      ],
    },
  },
  {
    kind: 'two-factor-off',
    values: { name: 'Elena', by: 'owner', setUpAgain: true },
    en: {
      subject: 'Two-factor sign-in was turned off',
      lines: [
        'Hello Elena,',
        'The owner of Vespa Roma has turned off two-factor sign-in for your account',
        'When you next log in, with your password, you will set it up again',
      ],
    },
    it: {
      subject: "L'accesso in due passaggi è stato disattivato",
      lines: [
        'Gentile Elena,',
        "Il titolare di Vespa Roma ha disattivato l'accesso in due passaggi del Suo account",
        'Al prossimo accesso, con la Sua password, lo configurerà di nuovo',
      ],
    },
  },
  {
    kind: 'email-changed',
    values: { name: 'Anna', newEmail: 'anna.new@example.com' },
    en: {
      subject: 'Your email address was changed',
      lines: ['The email address of your account at Vespa Roma is now anna.new@example.com'],
    },
    it: {
      subject: 'Il Suo indirizzo email è stato cambiato',
      lines: ["L'indirizzo email del Suo account presso Vespa Roma ora è anna.new@example.com"],
    },
  },
  {
    kind: 'account-deleted',
    values: { name: 'Luca' },
    en: {
      subject: 'Your account was deleted',
      lines: ['Your account at Vespa Roma was deleted and your upcoming rides cancelled.'],
    },
    it: {
      subject: 'Il Suo account è stato eliminato',
      lines: ['Il Suo account presso Vespa Roma è stato eliminato'],
    },
  },
  {
    kind: 'staff-invitation',
    values: { name: 'Nina', role: 'staff', link: LINK },
    en: {
      subject: 'Welcome to the team',
      lines: [
        'Hello Nina,',
        'Vespa Roma has made you a member of its staff: you can run the desk in the admin pages.',
        LINK,
        'The link works once, within 7 days.',
      ],
    },
    it: {
      subject: 'Le diamo il benvenuto nella squadra',
      lines: [
        'Gentile Nina,',
        'Ora fa parte del personale di Vespa Roma: può gestire il banco dalle pagine di amministrazione.',
        LINK,
        'Il link funziona una sola volta, entro 7 giorni.',
      ],
    },
  },
  {
    kind: 'rider-invitation',
    values: { name: 'Wanda', link: LINK },
    en: {
      subject: 'Your account is ready',
      lines: [
        'Hello Wanda,',
        'Vespa Roma has opened an account for you at its desk.',
        LINK,
        'The link works once, within 7 days.',
      ],
    },
    it: {
      subject: 'Il Suo account è pronto',
      lines: [
        'Gentile Wanda,',
        'Vespa Roma ha aperto un account a Suo nome al banco.',
        LINK,
        'Il link funziona una sola volta, entro 7 giorni.',
      ],
    },
  },
  {
    kind: 'booking-cancelled',
    values: {
      name: 'Sara',
      motorcycle: 'Primavera Blu',
      date: '2030-06-16T10:00',
      duration: 2,
      cause: 'rider',
      reason: null,
    },
    en: {
      subject: 'Your ride was cancelled',
      lines: [
        'Your ride on Primavera Blu was cancelled.',
        'Day: Sun, Jun 16, 2030, 10:00–12:00',
        'You cancelled it yourself.',
      ],
    },
    it: {
      subject: 'La Sua corsa è stata annullata',
      lines: [
        'La Sua corsa con Primavera Blu è stata annullata.',
        'Giorno: dom 16 giu 2030, 10:00–12:00',
        "L'ha annullata Lei.",
      ],
    },
  },
  {
    // Back on time without damage or note; the desk's full record is test/mail/receipt.test.ts.
    kind: 'return-receipt',
    values: {
      name: 'Paolo',
      motorcycle: 'GTS Rossa',
      outAt: Date.parse('2030-01-10T08:00Z'),
      backAt: Date.parse('2030-01-10T11:00Z'),
      km: 1,
      lateMinutes: 0,
      damage: null,
      note: null,
    },
    en: {
      subject: "Your ride's receipt",
      lines: ['Out: Thu, Jan 10, 2030, 09:00', 'Ridden: 1 km', 'Back on time.', 'No damage noted.'],
    },
    it: {
      subject: 'La ricevuta della Sua corsa',
      lines: [
        'Ritiro: gio 10 gen 2030, 09:00',
        'Percorsi: 1 km',
        'Riconsegnato in orario.',
        'Nessun danno rilevato.',
      ],
    },
  },
];

const FOOTER = {
  en: [SHOP.name, SHOP.address, `Phone ${SHOP.phone}`],
  it: [SHOP.name, SHOP.address, `Tel. ${SHOP.phone}`],
};

let mailbox: TestMailbox;
let server: TestServer;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppWithMail(mailbox.url, { shopTimeZone: 'Europe/Rome' });
  await server.app.database.db.updateTable('shop_profile').set(SHOP).where('id', '=', 1).execute();
});

afterAll(async () => {
  await server.close();
  await mailbox.close();
});

async function sent<K extends MailKind>(kind: K, locale: Locale, values: MailValues[K]) {
  const arriving = mailbox.next();
  await enqueueMail(server.app.database.db, { kind, to: 'rider@example.com', locale, values });
  server.app.mailSender.nudge();
  return arriving;
}

describe.each(['en', 'it'] as const)('each kind of mail in %s', (locale) => {
  it.each(CASES.map((mail) => [mail.kind, mail] as const))('%s', async (_kind, mail) => {
    const received: ParsedMail = await sent(mail.kind, locale, mail.values);
    const expected = mail[locale];
    expect(received.subject).toBe(expected.subject);
    expect(received.from?.text).toBe(TEST_MAIL_FROM.replace('Vespa Rentals', '"Vespa Rentals"'));
    expect(received.headers.get('x-vespa-mail')).toBe(mail.kind);
    expect(received.headers.get('content-language')).toBe(locale);
    expect(received.html).toContain(`lang="${locale}"`);
    expectReads(received, [...expected.lines, ...FOOTER[locale]]);
  });
});
