import { DEFAULTS } from '../../src/config';
import { signUp, startApp, type TestServer } from '../support/helpers';

// The shipped limits, as `npm start` and production run them (api/README.md, "Rate limits").
const LIMITS = DEFAULTS.rateLimits;
const PER_ADDRESS = LIMITS.loginPerAddress.points;
const PER_ACCOUNT = LIMITS.loginPerAccount.points;

let proxied: TestServer;

beforeAll(async () => {
  // The api behind a proxy at 127.0.0.1, which names each client in X-Forwarded-For.
  proxied = await startApp({ rateLimits: LIMITS, trustProxy: ['127.0.0.1'] });
});

afterAll(() => proxied.close());

let addressCounter = 0;
/** A documentation-range address no other test uses, so each test starts with clean counts. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

function login(target: TestServer, email: string, password: string, forwardedFor?: string) {
  return target.request('POST', '/api/v1/login', {
    body: { user: { email, password } },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

describe('a burst of guesses sent at once', () => {
  it('evaluates at most the limit, so the right password at guess 25 of 30 is never found', async () => {
    const owner = { email: 'burst@example.com', password: 'burst-password' };
    await signUp(proxied, owner);
    const guesses = Array.from({ length: 30 }, (_, i) =>
      i === 24 ? owner.password : `wrong-guess-${i}`,
    );
    const address = freshAddress();
    const statuses = (
      await Promise.all(guesses.map((guess) => login(proxied, owner.email, guess, address)))
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(PER_ADDRESS);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      30 - PER_ADDRESS,
    );
    expect(statuses).not.toContain(200);
  });
});

describe('failures from one address', () => {
  it('block the address after the limit, whatever the email, with a sentence and Retry-After', async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      expect((await login(proxied, `nobody${i}@example.com`, 'wrong-pass', address)).status).toBe(
        401,
      );
    }
    await signUp(proxied, { email: 'someone@example.com', password: 'someone-pass' });
    const blocked = await login(proxied, 'someone@example.com', 'someone-pass', address);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      error: true,
      message: 'Too many login attempts. Try again in 15 minutes.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Another address is not affected.
    expect(
      (await login(proxied, 'someone@example.com', 'someone-pass', freshAddress())).status,
    ).toBe(200);
  });
});

describe('correct passwords from one address', () => {
  it('count too: a client signing in again and again, five at a time, gets 429 past the limit', async () => {
    const rider = { email: 'often@example.com', password: 'often-password' };
    const address = freshAddress();
    await signUp(proxied, rider);
    const statuses: number[] = [];
    // Six waves of five logins in flight at once, as a client looping over the login would send.
    for (let wave = 0; wave < 6; wave += 1) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => login(proxied, rider.email, rider.password, address)),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses).toEqual([
      ...Array(PER_ADDRESS).fill(200),
      ...Array(30 - PER_ADDRESS).fill(429),
    ]);
    const blocked = await login(proxied, rider.email, rider.password, address);
    expect(blocked.body.message).toBe('Too many login attempts. Try again in 15 minutes.');
    // Another address is not affected.
    expect((await login(proxied, rider.email, rider.password, freshAddress())).status).toBe(200);
  });

  it("give the account its count back: the owner signs in from more new addresses than the account's budget", async () => {
    const owner = { email: 'traveller@example.com', password: 'traveller-password' };
    await signUp(proxied, owner);
    const statuses: number[] = [];
    for (let i = 0; i < PER_ACCOUNT + 5; i += 1) {
      statuses.push((await login(proxied, owner.email, owner.password, freshAddress())).status);
    }
    expect(statuses).toEqual(Array(PER_ACCOUNT + 5).fill(200));
  });
});

describe('an attacker rotating X-Forwarded-For', () => {
  it('is still one address when no proxy is trusted (the header is ignored)', async () => {
    const target = await startApp({ rateLimits: LIMITS });
    try {
      for (let i = 0; i < PER_ADDRESS; i += 1) {
        await login(target, `spoof${i}@example.com`, 'wrong-pass', freshAddress());
      }
      const next = await login(target, 'spoof-next@example.com', 'wrong-pass', freshAddress());
      expect(next.status).toBe(429);
    } finally {
      await target.close();
    }
  });

  it('is still one address behind a trusted proxy: the client writes only the left-most entries', async () => {
    const real = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      // What the proxy forwards: the client's own header, then the address it saw.
      await login(proxied, `left${i}@example.com`, 'wrong-pass', `${freshAddress()}, ${real}`);
    }
    const next = await login(
      proxied,
      'left-next@example.com',
      'wrong-pass',
      `203.0.113.77, ${real}`,
    );
    expect(next.status).toBe(429);
  });
});

describe('strangers guessing one account from many addresses', () => {
  it('cannot lock the owner out: ten failures from elsewhere leave the owner free', async () => {
    const owner = { email: 'owner10@example.com', password: 'owner-password' };
    await signUp(proxied, owner);
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      expect((await login(proxied, owner.email, 'wrong-pass', freshAddress())).status).toBe(401);
    }
    expect((await login(proxied, owner.email, owner.password, freshAddress())).status).toBe(200);
  });

  it('are stopped at the per-account budget, while the owner at a known address still logs in', async () => {
    const owner = { email: 'owner@example.com', password: 'owner-password' };
    const home = freshAddress();
    await signUp(proxied, owner);
    expect((await login(proxied, owner.email, owner.password, home)).status).toBe(200);

    const statuses: number[] = [];
    let address = freshAddress();
    for (let i = 0; i < PER_ACCOUNT + 5; i += 1) {
      // Each stranger address stays under its own limit.
      if (i % (PER_ADDRESS - 1) === 0) address = freshAddress();
      statuses.push((await login(proxied, owner.email, `guess-${i}`, address)).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.slice(PER_ACCOUNT)).toEqual([429, 429, 429, 429, 429]);

    expect((await login(proxied, owner.email, owner.password, home)).status).toBe(200);
    // A new address meets the account's limit (documented), even with the right password.
    expect((await login(proxied, owner.email, owner.password, freshAddress())).status).toBe(429);
  });
});

describe('signups', () => {
  it('are limited per address, counting refused ones, so "email taken" cannot be asked without end', async () => {
    const address = freshAddress();
    const signup = (email: string) =>
      proxied.request('POST', '/api/v1/users', {
        body: { user: { name: 'Kim', email, password: 'kim-password', admin: false } },
        headers: { 'x-forwarded-for': address },
      });
    const points = LIMITS.signupPerAddress.points;
    expect((await signup('first@example.com')).status).toBe(201);
    for (let i = 1; i < points; i += 1) {
      expect((await signup('first@example.com')).status).toBe(422);
    }
    const blocked = await signup('fresh@example.com');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      'Too many sign-ups from this address. Try again in 60 minutes.',
    );
    const elsewhere = await proxied.request('POST', '/api/v1/users', {
      body: { user: { name: 'Kim', email: 'fresh@example.com', password: 'kim-password' } },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(elsewhere.status).toBe(201);
  });
});
