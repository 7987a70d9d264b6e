import net from 'node:net';
import { DEFAULTS } from '../../src/config';
import { startApp, type TestServer } from '../support/helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startApp();
});

afterAll(() => server.close());

/** A raw connection, written to by hand as an attacker's script would. */
function connect(to: TestServer = server): Promise<net.Socket> {
  const { port } = new URL(to.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server wrote until it closed the connection. */
function untilClosed(socket: net.Socket): Promise<string> {
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  return new Promise((resolve) => socket.once('close', () => resolve(received)));
}

describe('security headers', () => {
  it('are on every api answer, errors included', async () => {
    for (const response of [
      await server.request('GET', '/api/v1/config'),
      await server.request('GET', '/api/v1/motorcycles'),
      await server.request('GET', '/api/v1/nothing'),
    ]) {
      const headers = response.headers;
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('cache-control')).toBe('no-store');
    }
  });

  it('let the apps on other origins show the images', async () => {
    const response = await server.request('GET', '/images/gts.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('slow and broken requests', () => {
  it('ships finite timeouts', () => {
    expect(DEFAULTS.timeouts.idleMs).toBeGreaterThan(0);
    expect(DEFAULTS.timeouts.idleMs).toBeLessThanOrEqual(30_000);
    expect(DEFAULTS.timeouts.requestMs).toBeGreaterThan(0);
    expect(DEFAULTS.timeouts.requestMs).toBeLessThanOrEqual(60_000);
  });

  /** The head of a login whose body of `length` bytes is still to come. */
  const loginHead = (length: number) =>
    'POST /api/v1/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${length}\r\n\r\n`;

  /** Connects to a server of the describe block's own, with `timeouts`. */
  function serverWith(timeouts: { idleMs: number; requestMs: number }) {
    let own: TestServer;
    beforeAll(async () => (own = await startApp({ timeouts })));
    afterAll(() => own.close());
    return () => connect(own);
  }

  describe('a body that stalls', () => {
    // Only the idle timeout can close it in time: the whole request would have a minute.
    const timeouts = { idleMs: 400, requestMs: 60_000 };
    const connectStalled = serverWith(timeouts);

    it('is closed once it has been idle, long before the request timeout', async () => {
      const socket = await connectStalled();
      const closed = untilClosed(socket);
      const started = Date.now();
      socket.write(`${loginHead(100)}{"user":`);
      await closed;
      expect(Date.now() - started).toBeLessThan(timeouts.requestMs / 4);
    });
  });

  describe('a body trickled in too slowly', () => {
    // Each byte comes well within the idle timeout, even on a machine that stalls the event loop
    // for a second or two under load, so only the request timeout can end it.
    const connectTrickled = serverWith({ idleMs: 10_000, requestMs: 1_500 });

    it('is answered 408 with the JSON error', async () => {
      const socket = await connectTrickled();
      const closed = untilClosed(socket);
      socket.write(loginHead(1000));
      // One byte at a time, as a slow-loris client sends.
      const drip = setInterval(() => {
        if (!socket.destroyed) socket.write(' ');
      }, 100);
      try {
        const received = await closed;
        expect(received).toMatch(/^HTTP\/1\.1 408 /);
        expect(received).toContain('"message":"The request took too long"');
      } finally {
        clearInterval(drip);
      }
    });
  });

  it('answers an HTTP/1.1 request without a Host header with the JSON error', async () => {
    const socket = await connect();
    const closed = untilClosed(socket);
    socket.write('GET /api/v1/config HTTP/1.1\r\nConnection: close\r\n\r\n');
    const received = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 400 /);
    expect(received).toContain(
      '{"success":false,"error":true,"message":"The Host header is required"}',
    );
  });

  it("says the Host header is missing in the request's language", async () => {
    const socket = await connect();
    const closed = untilClosed(socket);
    socket.write('GET /api/v1/config HTTP/1.1\r\nAccept-Language: it\r\nConnection: close\r\n\r\n');
    const received = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 400 /);
    expect(received).toContain('"message":"L\'intestazione Host è obbligatoria"');
  });

  it('still answers a health check in HTTP/1.0 without a Host, as load balancers send it', async () => {
    const socket = await connect();
    const closed = untilClosed(socket);
    socket.write('GET /health HTTP/1.0\r\n\r\n');
    expect(await closed).toMatch(/^HTTP\/1\.1 200 /);
  });
});
