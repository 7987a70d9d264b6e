import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { loadConfig } from '../../src/config';
import { finishAll, halfSentRequests } from '../../../tools/test/half-sent-requests.cjs';
import { freshDatabase, startApp, TEST_SECRET } from '../support/helpers';
import { startServerProcess } from '../support/server-process';

// One client address keeps at most MAX_CONNECTIONS_PER_ADDRESS (200) connections open to an api
// instance; the ones past it are closed at once (api/README.md, "Connections"). Found from
// outside: 22,000 half-sent requests from one client spent the api's file descriptors, and
// /health failed until they timed out. Every other client here speaks from another loopback
// address (all of 127/8 is loopback on Linux).

const ATTACK = 1000;

/** GET /health on a connection of its own from `localAddress`; resolves with the status. */
function health(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/health`, { localAddress, agent: false, timeout: 10_000 });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('timeout', () => request.destroy(new Error('GET /health got no answer in 10 s')));
    request.on('error', reject);
  });
}

beforeAll(() => {
  // This process holds the attacker's connections: it must be allowed that many open files.
  const limit = execFileSync('/bin/sh', ['-c', 'ulimit -n']).toString().trim();
  if (limit !== 'unlimited' && Number(limit) < ATTACK + 100) {
    throw new Error(
      `These tests open ${ATTACK} connections: raise the open-file limit (ulimit -n ${ATTACK + 100}); it is ${limit}`,
    );
  }
});

describe('one client holding 1,000 half-sent requests', () => {
  it('keeps 200 of them open and has the rest closed at once; another client is answered meanwhile', async () => {
    // The api as shipped, in a process allowed few enough open files that 1,000 connections
    // would spend them all, as 22,000 did against the attacked instance's larger limit.
    const server = await startServerProcess(await freshDatabase(), {}, { openFileLimit: 512 });
    try {
      const held = await halfSentRequests(server.url, '127.0.0.1', ATTACK);
      // Accepted after every one of the attacker's connections (the kernel queues them in order).
      expect(await health(server.url, '127.0.0.2')).toBe(200);
      expect(await finishAll(held)).toEqual({ healthy: 200, closed: ATTACK - 200, other: 0 });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    // An upper bound: the process compiles the api as it starts, on a machine that may be busy.
  }, 60_000);
});

describe('the cap per address', () => {
  it('closes the connections past it at once, and frees a place when a connection ends', async () => {
    const api = await startApp({ maxConnectionsPerAddress: 5 });
    try {
      const first = await halfSentRequests(api.url, '127.0.0.5', 8);
      expect(await health(api.url, '127.0.0.6')).toBe(200);
      expect(await finishAll(first)).toEqual({ healthy: 5, closed: 3, other: 0 });

      // The five answered connections have ended: the address may open five again.
      const again = await halfSentRequests(api.url, '127.0.0.5', 5);
      expect(await health(api.url, '127.0.0.6')).toBe(200);
      expect(await finishAll(again)).toEqual({ healthy: 5, closed: 0, other: 0 });
    } finally {
      await api.close();
    }
  });

  it('leaves out the trusted proxies, whose address every client behind them shares', async () => {
    const api = await startApp({ maxConnectionsPerAddress: 5, trustProxy: ['127.0.0.1'] });
    try {
      const throughProxy = await halfSentRequests(api.url, '127.0.0.1', 12);
      const direct = await halfSentRequests(api.url, '127.0.0.7', 8);
      expect(await health(api.url, '127.0.0.6')).toBe(200);
      expect(await finishAll(throughProxy)).toEqual({ healthy: 12, closed: 0, other: 0 });
      expect(await finishAll(direct)).toEqual({ healthy: 5, closed: 3, other: 0 });
    } finally {
      await api.close();
    }
  });

  it('is set by MAX_CONNECTIONS_PER_ADDRESS, which must be a whole number of at least 1', () => {
    expect(
      loadConfig({ JWT_SECRET: TEST_SECRET, MAX_CONNECTIONS_PER_ADDRESS: '50' })
        .maxConnectionsPerAddress,
    ).toBe(50);
    expect(() => loadConfig({ JWT_SECRET: TEST_SECRET, MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
      'MAX_CONNECTIONS_PER_ADDRESS must be a whole number of at least 1, got "0"',
    );
  });
});
