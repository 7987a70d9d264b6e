import { DEMO_ADMIN } from '../../src/db/demo-accounts';
import { daysFromToday, freshDatabase, motorcycleFields, request } from '../support/helpers';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '../support/server-process';

// Two api processes on one database whose reads of the reservations table are slowed down
// (support/paused-booking-server.ts), so two bookings of one slot are sure to meet between
// their checks and their inserts. Only the booking transaction's lock keeps the second from
// inserting too: without it, this test fails every time (docs: api/README.md, "Correctness
// under concurrency").

const PAUSE_MS = 400;
let servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
});

it('lets one of two bookings that meet between check and insert through, and refuses the other', async () => {
  const database = await freshDatabase();
  const env = { BOOKING_PAUSE_MS: String(PAUSE_MS) };
  const options = { entry: path.join(__dirname, '..', 'support', 'paused-booking-server.ts') };
  servers = [await startServerProcess(database, env, options)];
  servers.push(await startServerProcess(database, env, options));
  const [first, second] = servers as [ServerProcess, ServerProcess];

  const admin = await request(first.url, 'POST', '/api/v1/login', { body: { user: DEMO_ADMIN } });
  const added = await request(first.url, 'POST', '/api/v1/motorcycles', {
    token: admin.body.token,
    body: motorcycleFields({ bookingPricePerHour: 10 }),
  });
  const riders = await Promise.all(
    [first, second].map(async (server, i) => {
      const response = await request(server.url, 'POST', '/api/v1/users', {
        body: {
          user: { name: `Racer ${i}`, email: `racer-${i}@example.com`, password: 'racing-pw' },
        },
      });
      return response.body.token as string;
    }),
  );

  for (const [i, date] of [daysFromToday(20), `${daysFromToday(21)}T09:00`].entries()) {
    const body = { motorcycle_id: added.body.data.id, duration: 3, total: 30, date, city: 'Rome' };
    const responses = await Promise.all(
      [first, second].map((server, j) =>
        request(server.url, 'POST', '/api/v1/reservations', { token: riders[j], body }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect({ attempt: i, statuses }).toEqual({ attempt: i, statuses: [201, 409] });
  }
});
