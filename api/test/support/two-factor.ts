import { authenticator } from 'otplib';
import type { TestServer } from './helpers';

/**
 * The api's clock for two-factor tests: each code is accepted once per 30-second step, so a test
 * that signs in twice moves the clock on a step (`tick`) instead of waiting. It stands still
 * between ticks: a clock that ran would now and then cross a step between a code and its check,
 * and a code the test had spent would be a new step's.
 */
export function steppingClock() {
  let at = Date.now();
  return {
    now: () => new Date(at),
    tick: (ms = 30_000) => {
      at += ms;
    },
    /** The code an authenticator app shows now, on the api's clock. */
    code: (secret: string) => authenticator.clone({ epoch: at }).generate(secret),
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
