// The cluster's per-client connection cap (tools/stack/haproxy-config.mjs) counts an IPv6 client by
// its /64, as the api's own per-address limits do (api/README.md, "Rate limits"): one /64 is
// 2^64 addresses, all of them one client's. The cluster binds only 127.0.0.1, and this machine
// has one IPv6 address (::1), so the test runs the generated configuration with a second bind on
// [::1] and reads the stick table HAProxy keeps: ::1 must be counted under its /64 (`::`), an
// IPv4 client under its own address.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { haproxyConfig } from '../haproxy-config.mjs';
import { HAPROXY, statsCommand } from '../haproxy.mjs';
import { tempFolder, writeFiles } from '../../../app-server/test/folders.mjs';

/** A port nobody listens on now, on both loopbacks. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '::1', ipv6Only: false }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A connection from `host` through HAProxy, left open once a request on it has been answered:
 * by then HAProxy has accepted it and counted it in the table.
 */
function answeredConnection(host, port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port }, () =>
      socket.write('GET /health HTTP/1.1\r\nHost: api\r\n\r\n'),
    );
    socket.once('data', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** `show table api`: each key and its open connections. */
async function openConnectionsByKey(socket) {
  const answer = await statsCommand(socket, 'show table api');
  return Object.fromEntries(
    [...answer.matchAll(/key=(\S+) .*conn_cur=(\d+)/g)].map(([, key, count]) => [
      key,
      Number(count),
    ]),
  );
}

let dir;
let configFile;
let pidFile;
/** The HAProxy this file started, stopped after it. */
let haproxyPid;
let socket;
let port;
/** The one api instance behind HAProxy: answers every request, keeping the connection open. */
let instance;

beforeAll(async () => {
  dir = tempFolder();
  port = await freePort();
  instance = http.createServer((_request, response) => response.end('ok'));
  await new Promise((resolve) => instance.listen(0, '127.0.0.1', resolve));
  const errorsDir = writeFiles(path.join(dir, 'errors'), {
    '502.http': 'HTTP/1.1 502 Bad Gateway\r\n\r\n',
    '503.http': 'HTTP/1.1 503 Service Unavailable\r\n\r\n',
    '504.http': 'HTTP/1.1 504 Gateway Timeout\r\n\r\n',
  });
  socket = path.join(dir, 'haproxy.sock');
  const config = haproxyConfig({
    port,
    instances: [{ name: 'api1', port: instance.address().port }],
    socket,
    errorsDir,
  });
  const bind = `bind 127.0.0.1:${port}`;
  expect(config).toContain(bind);
  configFile = path.join(
    writeFiles(dir, { 'haproxy.cfg': config.replace(bind, `${bind}\n  bind [::1]:${port}`) }),
    'haproxy.cfg',
  );
  pidFile = path.join(dir, 'haproxy.pid');
});

afterAll(() => {
  instance.close();
  // Read when HAProxy started: the folder holding its pid file may be gone by now.
  if (haproxyPid !== undefined) process.kill(haproxyPid, 'SIGTERM');
});

it('is a configuration HAProxy accepts', () => {
  expect(execFileSync(HAPROXY, ['-c', '-f', configFile]).toString()).toContain(
    'Configuration file is valid',
  );
});

it('counts the connections of an IPv6 client under its /64 and an IPv4 client under its address', async () => {
  // -D: HAProxy returns once it listens (the daemon has bound its ports), so no waiting.
  execFileSync(HAPROXY, ['-D', '-p', pidFile, '-f', configFile]);
  haproxyPid = Number(readFileSync(pidFile, 'utf8').trim());
  const held = await Promise.all([
    answeredConnection('::1', port),
    answeredConnection('::1', port),
    answeredConnection('127.0.0.1', port),
  ]);
  try {
    expect(await openConnectionsByKey(socket)).toEqual({ '::': 2, '::ffff:127.0.0.1': 1 });
  } finally {
    for (const connection of held) connection.destroy();
  }
});
