// @ts-check
// Connections holding a request whose headers are not finished, as a client that sends slowly (or
// never) does: the attack on the number of connections one client may keep open. Used by the api's
// tests (api/test/plugins/connection-limit.test.ts) and the cluster's (cluster-test/).
const net = require('node:net');

/**
 * Opens a connection from `localAddress` (any of 127/8 on Linux) to `url` and sends the first
 * lines of `GET /health`, then waits. Resolves once the connection is established (or already
 * closed by the server) with `finish()`, which sends the end of the headers with
 * `Connection: close` if the connection is still open, and `outcome`, which resolves once the
 * connection has closed: the status the server answered with, or 'closed' if it closed the
 * connection without a word.
 * @param {string} url
 * @param {string} localAddress
 * @returns {Promise<{ finish(): void, outcome: Promise<number | 'closed'> }>}
 */
function halfSentRequest(url, localAddress) {
  const { hostname, port } = new URL(url);
  const socket = net.connect({ host: hostname, port: Number(port), localAddress });
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk) => (received += chunk));
  // A connection the server closes at once may be reset: that is an outcome, not a failure.
  socket.on('error', () => undefined);
  /** @type {Promise<number | 'closed'>} */
  const outcome = new Promise((resolve) =>
    socket.once('close', () => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(received)?.[1];
      resolve(status === undefined ? 'closed' : Number(status));
    }),
  );
  const request = {
    finish() {
      if (!socket.destroyed) socket.write('Connection: close\r\n\r\n');
    },
    outcome,
  };
  return new Promise((resolve) => {
    socket.once('close', () => resolve(request));
    socket.once('connect', () => {
      socket.write(`GET /health HTTP/1.1\r\nHost: ${hostname}\r\n`);
      resolve(request);
    });
  });
}

/**
 * `count` half-sent requests from one address, opened `batch` at a time.
 * @param {string} url
 * @param {string} localAddress
 * @param {number} count
 * @param {number} [batch]
 */
async function halfSentRequests(url, localAddress, count, batch = 100) {
  const requests = [];
  while (requests.length < count) {
    const size = Math.min(batch, count - requests.length);
    requests.push(
      ...(await Promise.all(
        Array.from({ length: size }, () => halfSentRequest(url, localAddress)),
      )),
    );
  }
  return requests;
}

/**
 * Finishes every request and counts how the connections ended: answered 200 (`healthy`), closed
 * without an answer, or answered otherwise.
 * @param {Array<{ finish(): void, outcome: Promise<number | 'closed'> }>} requests
 */
async function finishAll(requests) {
  for (const request of requests) request.finish();
  const outcomes = await Promise.all(requests.map((request) => request.outcome));
  const healthy = outcomes.filter((outcome) => outcome === 200).length;
  const closed = outcomes.filter((outcome) => outcome === 'closed').length;
  return { healthy, closed, other: outcomes.length - healthy - closed };
}

module.exports = { halfSentRequests, finishAll };
