import http from 'node:http';
import { buildApp } from '../../src/app';
import { DEFAULTS } from '../../src/config';
import { finishAll, halfSentRequests } from '../../../tools/test/half-sent-requests.cjs';
import { startApp, type TestServer } from '../support/helpers';

// Found from outside on 2026-11-27: 600 wrong-password logins from one IPv6 /64 met no limit,
// since each came from another of its 2^64 addresses. Every per-address limit now counts an IPv6
// client by its /64, an IPv4 client by its address (api/README.md, "Rate limits"). The attacker
// reaches the api through a trusted proxy at 127.0.0.1, which names each client in
// X-Forwarded-For, as HAProxy does in the cluster.

const LIMITS = DEFAULTS.rateLimits;
const LOGINS = LIMITS.loginPerAddress.points;
const SIGNUPS = LIMITS.signupPerAddress.points;

let proxied: TestServer;

beforeAll(async () => {
  proxied = await startApp({ rateLimits: LIMITS, trustProxy: ['127.0.0.1'] });
});

afterAll(() => proxied.close());

let networks = 0;
/** A /64 of the documentation range no other test uses; `host(n)` is its nth address. */
function freshNetwork() {
  networks += 1;
  const prefix = `2001:db8:${networks.toString(16)}:64`;
  return {
    host: (n: number) => `${prefix}:${n.toString(16)}:${((n * 7919) % 0x10000).toString(16)}::1`,
  };
}

const login = (forwardedFor: string, email: string) =>
  proxied.request('POST', '/api/v1/login', {
    body: { user: { email, password: 'wrong-password' } },
    headers: { 'x-forwarded-for': forwardedFor },
  });

const signUp = (forwardedFor: string, email: string) =>
  proxied.request('POST', '/api/v1/users', {
    body: { user: { name: 'Kim', email, password: 'kim-password' } },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('wrong-password logins, each from another address of one IPv6 /64', () => {
  it('meet the same 429 as from one address, while another /64 is not affected', async () => {
    const attacker = freshNetwork();
    const statuses = [];
    for (let i = 1; i <= LOGINS + 5; i += 1) {
      statuses.push((await login(attacker.host(i), `guess${i}@example.com`)).status);
    }
    expect(statuses).toEqual([...Array(LOGINS).fill(401), ...Array(5).fill(429)]);
    const refused = await login(attacker.host(999), 'guess-last@example.com');
    expect(refused.body.message).toBe('Too many login attempts. Try again in 15 minutes.');

    const neighbour = freshNetwork();
    expect((await login(neighbour.host(1), 'neighbour@example.com')).status).toBe(401);
  });

  it('count an IPv4 client written as an IPv4-mapped IPv6 address as that IPv4 address', async () => {
    for (let i = 1; i <= LOGINS; i += 1) {
      const written = i % 2 === 0 ? '198.51.100.64' : '::ffff:198.51.100.64';
      expect((await login(written, `mapped${i}@example.com`)).status).toBe(401);
    }
    expect((await login('198.51.100.64', 'mapped-next@example.com')).status).toBe(429);
    // Its IPv4 neighbour is another client.
    expect((await login('::ffff:198.51.100.65', 'mapped-other@example.com')).status).toBe(401);
  });
});

describe('sign-ups, each from another address of one IPv6 /64', () => {
  it('meet the same 429 as from one address, while another /64 is not affected', async () => {
    const attacker = freshNetwork();
    const statuses = [];
    for (let i = 1; i <= SIGNUPS + 3; i += 1) {
      statuses.push((await signUp(attacker.host(i), `farm${networks}-${i}@example.com`)).status);
    }
    expect(statuses).toEqual([...Array(SIGNUPS).fill(201), ...Array(3).fill(429)]);
    const refused = await signUp(attacker.host(999), 'farm-last@example.com');
    expect(refused.body.message).toBe(
      'Too many sign-ups from this address. Try again in 60 minutes.',
    );

    const neighbour = freshNetwork();
    expect((await signUp(neighbour.host(1), `neighbour${networks}@example.com`)).status).toBe(201);
  });
});

/** GET /health on a connection of its own from `localAddress`; resolves with the status. */
function health(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/health`, { localAddress, agent: false });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

describe('the connection cap on a dual-stack listener', () => {
  it('counts each IPv4 client by its own address, though it arrives as ::ffff:a.b.c.d', async () => {
    const app = await buildApp({
      ...proxied.config,
      trustProxy: false,
      maxConnectionsPerAddress: 5,
    });
    // `::` takes IPv4 clients too; each arrives with an IPv4-mapped IPv6 address.
    const url = (await app.listen({ port: 0, host: '::' })).replace('[::]', '127.0.0.1');
    try {
      const held = await halfSentRequests(url, '127.0.0.8', 5);
      // Other IPv4 clients, and the IPv6 loopback, are not the one at its cap.
      expect(await health(url, '127.0.0.9')).toBe(200);
      expect(await health(url.replace('127.0.0.1', '[::1]'), '::1')).toBe(200);
      expect(await finishAll(held)).toEqual({ healthy: 5, closed: 0, other: 0 });
    } finally {
      await app.close();
    }
  });
});
