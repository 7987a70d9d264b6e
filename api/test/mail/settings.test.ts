import { loadConfig } from '../../src/config';
import { freshDatabase, TEST_SECRET, TEST_TWO_FACTOR_KEY } from '../support/helpers';
import { refusedServerProcess } from '../support/server-process';

// The mail's settings (api/README.md, "Environment"): what production requires, what is
// refused, and that SMTP_URL, which holds a password, is never repeated.

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: TEST_SECRET,
  DATABASE_URL: 'sqlite::memory:',
  PUBLIC_API_URL: 'https://api.vespa.test',
  PUBLIC_URL: 'https://rent.vespa.test',
  SMTP_URL: 'smtps://mailer:s3cret-pass@mail.vespa.test:465',
  MAIL_FROM: 'Vespa Roma <noleggio@vespa.test>',
  TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY,
};

describe('the mail settings', () => {
  it('refuses to start in production without SMTP_URL, with one clear line', async () => {
    const { code, output } = await refusedServerProcess(await freshDatabase(), {
      ...PRODUCTION,
      SMTP_URL: undefined,
    });
    expect(code).not.toBe(0);
    expect(output.trim()).toBe(
      'SMTP_URL is required in production (NODE_ENV=production): set the mail server, such as smtps://user:password@mail.example.com:465',
    );
  });

  it('refuses production without PUBLIC_URL or MAIL_FROM, one line each', () => {
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: '' })).toThrow(
      'PUBLIC_URL is required in production (NODE_ENV=production): set the address riders open the shop at, such as https://rent.example.com',
    );
    expect(() => loadConfig({ ...PRODUCTION, MAIL_FROM: undefined })).toThrow(
      'MAIL_FROM is required in production (NODE_ENV=production): set the sender of the mails, such as "Vespa Rentals <rent@example.com>"',
    );
  });

  it('reads them, with the defaults outside production', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({
      publicUrl: 'https://rent.vespa.test',
      mail: {
        smtpUrl: PRODUCTION.SMTP_URL,
        from: PRODUCTION.MAIL_FROM,
        reminderHoursBefore: 24,
      },
    });
    const development = { JWT_SECRET: TEST_SECRET, DATABASE_URL: 'sqlite::memory:' };
    expect(loadConfig(development)).toMatchObject({
      publicUrl: 'http://localhost:3000',
      mail: { smtpUrl: null, from: 'Vespa Rentals <rentals@localhost>', reminderHoursBefore: 24 },
    });
    expect(
      loadConfig({
        ...development,
        PUBLIC_URL: 'https://rent.vespa.test/shop/',
        REMINDER_HOURS_BEFORE: '6',
      }),
    ).toMatchObject({
      publicUrl: 'https://rent.vespa.test/shop',
      mail: { reminderHoursBefore: 6 },
    });
  });

  it('refuses a wrong one in one sentence, never repeating SMTP_URL', () => {
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: 'rent.vespa.test' })).toThrow(
      'PUBLIC_URL must be an absolute http:// or https:// address such as https://rent.example.com, got "rent.vespa.test"',
    );
    expect(() => loadConfig({ ...PRODUCTION, REMINDER_HOURS_BEFORE: '1.5' })).toThrow(
      'REMINDER_HOURS_BEFORE must be a whole number of hours of at least 1, got "1.5"',
    );
    for (const smtpUrl of [
      'ftp://mailer:s3cret-pass@mail.vespa.test',
      'smtp://mailer:s3cret-pass@',
    ]) {
      expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: smtpUrl })).toThrow(
        /^SMTP_URL must be smtp:\/\/user:password@host:port or smtps:\/\/…$/,
      );
    }
  });
});
