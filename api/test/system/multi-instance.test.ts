import { DEMO_ADMIN, DEMO_RIDER } from '../../src/db/demo-accounts';
import { daysFromToday, freshDatabase, request } from '../support/helpers';
import { type ServerProcess, startServerProcess } from '../support/server-process';

async function login(server: ServerProcess, account: { email: string; password: string }) {
  const response = await request(server.url, 'POST', '/api/v1/login', {
    body: { user: { email: account.email, password: account.password } },
  });
  return response.body.token as string;
}

describe('two api processes on one database', () => {
  let servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
  });

  it('still accept exactly one of 50 racing bookings for one slot', async () => {
    const database = await freshDatabase();
    // One after the other: the first start migrates and seeds, the second finds it done.
    servers = [await startServerProcess(database)];
    servers.push(await startServerProcess(database));
    const tokens = await Promise.all(servers.map((server) => login(server, DEMO_RIDER)));
    const adminToken = await login(servers[0] as ServerProcess, DEMO_ADMIN);
    const added = await request(servers[0]!.url, 'POST', '/api/v1/motorcycles', {
      token: adminToken,
      body: {
        name: 'Race Vespa',
        model: 'GTS 300',
        brand: 'Vespa',
        color: 'Red',
        chassisNumber: 'RACE-1',
        bookingPricePerHour: 10,
        price: 5000,
        imageLink: '/images/gts.svg',
      },
    });
    // The other process sees the new motorcycle at once (catalogue version row).
    const list = await request(servers[1]!.url, 'GET', '/api/v1/motorcycles', { token: tokens[1] });
    expect(list.body.data.map((m: { name: string }) => m.name)).toContain('Race Vespa');

    const attempts = Array.from({ length: 50 }, (_, i) => ({
      server: servers[i % 2] as ServerProcess,
      token: tokens[i % 2] as string,
    }));
    await Promise.all(attempts.map(({ server }) => request(server.url, 'GET', '/health')));
    const responses = await Promise.all(
      attempts.map(({ server, token }, i) =>
        request(server.url, 'POST', '/api/v1/reservations', {
          token,
          body: {
            motorcycle_id: added.body.data.id,
            date: i % 3 === 0 ? daysFromToday(50) : `${daysFromToday(50)}T${10 + (i % 4)}:30`,
            duration: 5,
            total: 50,
            city: 'Rome',
          },
        }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });
});
