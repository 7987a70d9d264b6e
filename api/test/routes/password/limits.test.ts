import { DEFAULTS, loadConfig } from '../../../src/config';
import { signUp, TEST_SECRET, type TestServer } from '../../support/helpers';
import { startAppWithMail, startMailbox, type TestMailbox } from '../../support/mailbox';

// The password-reset limits (api/README.md, "Rate limits"): per client address over both calls,
// and per email address whether or not an account uses it, so the limit reveals no account.

const LOTS = { points: 100_000, seconds: 3600 };
let mailbox: TestMailbox;
const open: TestServer[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  for (const server of open) await server.close();
  await mailbox.close();
});

async function apiLimitedTo(limits: {
  passwordResetsPerAddress?: typeof LOTS;
  passwordResetMailsPerAccount?: typeof LOTS;
}) {
  const server = await startAppWithMail(mailbox.url, {
    rateLimits: {
      ...DEFAULTS.rateLimits,
      signupPerAddress: LOTS,
      passwordResetsPerAddress: LOTS,
      passwordResetMailsPerAccount: LOTS,
      ...limits,
    },
  });
  open.push(server);
  return server;
}

describe('password reset limits', () => {
  it('ship as api/README.md documents them, each moved by its variable', () => {
    const env = { JWT_SECRET: TEST_SECRET, DATABASE_URL: 'sqlite::memory:' };
    expect(loadConfig(env).rateLimits).toMatchObject({
      passwordResetsPerAddress: { points: 20, seconds: 3600 },
      passwordResetMailsPerAccount: { points: 3, seconds: 3600 },
    });
    const moved = { ...env, PASSWORD_RESETS_PER_HOUR: '50', PASSWORD_RESET_MAILS_PER_HOUR: '5' };
    expect(loadConfig(moved).rateLimits).toMatchObject({
      passwordResetsPerAddress: { points: 50, seconds: 3600 },
      passwordResetMailsPerAccount: { points: 5, seconds: 3600 },
    });
  });

  it('answers a burst from one address past its limit with 429, over forgot and reset alike', async () => {
    const server = await apiLimitedTo({ passwordResetsPerAddress: { points: 5, seconds: 3600 } });
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        server.request('POST', '/api/v1/password/forgot', {
          body: { email: `burst${i}@example.com` },
        }),
      ),
    );
    expect(burst.map((response) => response.status).sort()).toEqual([
      200, 200, 200, 200, 200, 429, 429, 429,
    ]);
    const refused = burst.find((response) => response.status === 429);
    expect(refused?.body).toEqual({
      success: false,
      error: true,
      message: 'Too many password reset requests from this address. Try again in 60 minutes.',
    });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    const reset = await server.request('POST', '/api/v1/password/reset', {
      body: { token: 'any', password: 'new-password' },
    });
    expect(reset.status).toBe(429);
  });

  it('sends at most its limit of links to one email, and counts an unknown one the same', async () => {
    const server = await apiLimitedTo({
      passwordResetMailsPerAccount: { points: 3, seconds: 3600 },
    });
    const rider = await signUp(server);
    const ask = (email: string) =>
      server.request('POST', '/api/v1/password/forgot', { body: { email } });
    for (const email of [rider.user.email, 'nobody@example.com']) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await ask(email)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    expect((await ask(rider.user.email)).body.message).toBe(
      'Too many reset links were asked for this email address. Try again in 60 minutes.',
    );
    await server.app.mailSender.sendDue();
    const links = await server.app.database.db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('recipient', '=', rider.user.email)
      .execute();
    expect(links).toHaveLength(3);
  });
});
