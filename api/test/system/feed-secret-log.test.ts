import { freshDatabase, request } from '../support/helpers';
import { startServerProcess } from '../support/server-process';

// The attack of 2026-11-27: the api logged every calendar app's poll at its default level with the
// whole feed address, and so handed a working link to whoever reads the logs. The database keeps
// only a hash of the secret; the logs must not keep more (api/README.md, "Logs").

it('writes no line holding a feed secret at the default level, and still logs the route', async () => {
  // The api as `npm start` runs it: its own process, LOG_LEVEL unset, lines on stdout.
  const api = await startServerProcess(await freshDatabase(), { LOG_LEVEL: undefined });
  let output = api.startupOutput;
  api.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  api.child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const signup = await request(api.url, 'POST', '/api/v1/users', {
    body: { user: { name: 'Kim', email: 'kim@example.com', password: 'kim-password' } },
  });
  const token = signup.body.token as string;
  const made = await request(api.url, 'POST', '/api/v1/calendar/feed', { token });
  const path = new URL(made.body.data.url as string).pathname;
  const secret = path.slice(path.lastIndexOf('/') + 1, -'.ics'.length);

  // A calendar app's poll, with and without a query; a mistyped address (no route: 404); a
  // malformed one; and the same address once replaced (the route's own 404).
  const asked = [path, `${path}?refresh=1`, `${path}/extra`, `${path}%zz`];
  for (const address of asked) await request(api.url, 'GET', address);
  await request(api.url, 'POST', '/api/v1/calendar/feed', { token });
  const replaced = await request(api.url, 'GET', path);
  expect(replaced.status).toBe(404);

  // Every line is written once the process has ended.
  api.child.kill('SIGINT');
  await api.exited;
  const lines = output.split('\n').filter(Boolean);
  // Neither the whole secret nor its verifier (the half the database keeps only a hash of).
  expect(lines.filter((line) => line.includes(secret.slice(16)))).toEqual([]);
  const feedLines = lines.filter((line) => line.includes('"url":"/api/v1/calendar/feed/'));
  expect(feedLines.length).toBeGreaterThanOrEqual(asked.length + 1);
  for (const line of feedLines) {
    expect(JSON.parse(line).req.url).toBe('/api/v1/calendar/feed/[redacted]');
  }
  // A process of its own to start, as the other tests that start one allow.
}, 60_000);
