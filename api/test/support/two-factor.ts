import { authenticator } from 'otplib';
import type { TestServer } from './helpers';

/**
 * The api's clock for two-factor tests: each code is accepted once per 30-second step, so a test
 * that signs in twice moves the clock on a step (`tick`) instead of waiting.
 */
export function steppingClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    tick: (ms = 30_000) => {
      offset += ms;
    },
    /** The code an authenticator app shows now, on the api's clock. */
    code: (secret: string) => authenticator.clone({ epoch: Date.now() + offset }).generate(secret),
  };
}

export type SteppingClock = ReturnType<typeof steppingClock>;

/** Sets up and enables two-factor sign-in for the token's account. */
export async function enrol(server: TestServer, token: string, clock: SteppingClock) {
  const setup = await server.request('POST', '/api/v1/me/2fa/setup', { token });
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.text}`);
  const secret = setup.body.data.secret as string;
  const enable = await server.request('POST', '/api/v1/me/2fa/enable', {
    token,
    body: { code: clock.code(secret) },
  });
  if (enable.status !== 200) throw new Error(`enable failed: ${enable.text}`);
  clock.tick();
  return { secret, recoveryCodes: enable.body.data.recovery_codes as string[] };
}

/** POST /login's first step for an account with two-factor on: its challenge. */
export async function challengeFor(server: TestServer, email: string, password: string) {
  const response = await server.request('POST', '/api/v1/login', {
    body: { user: { email, password } },
  });
  if (!response.body?.two_factor_required) throw new Error(`no challenge: ${response.text}`);
  return response.body.challenge as string;
}
