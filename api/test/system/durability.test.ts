import { DEMO_RIDER } from '../../src/db/demo-accounts';
import { daysFromToday, freshDatabase, request } from '../support/helpers';
import { type ServerProcess, startServerProcess } from '../support/server-process';

async function loginRider(server: ServerProcess): Promise<string> {
  const response = await request(server.url, 'POST', '/api/v1/login', {
    body: { user: { email: DEMO_RIDER.email, password: DEMO_RIDER.password } },
  });
  expect(response.status).toBe(200);
  return response.body.token;
}

describe('durability', () => {
  it('keeps a booking answered 201 after the api is killed with SIGKILL and started again', async () => {
    const database = await freshDatabase();
    const first = await startServerProcess(database);
    let reservationId: number;
    try {
      const token = await loginRider(first);
      const motorcycles = await request(first.url, 'GET', '/api/v1/motorcycles', { token });
      const [motorcycle] = motorcycles.body.data;
      const booked = await request(first.url, 'POST', '/api/v1/reservations', {
        token,
        body: {
          motorcycle_id: motorcycle.id,
          duration: 2,
          total: motorcycle.bookingPricePerHour * 2,
          date: daysFromToday(60),
          city: 'Florence',
        },
      });
      expect(booked.status).toBe(201);
      reservationId = booked.body.data.id;
    } finally {
      first.child.kill('SIGKILL');
    }
    expect(await first.exited).toBe('SIGKILL');

    const second = await startServerProcess(database);
    try {
      const token = await loginRider(second);
      const list = await request(second.url, 'GET', '/api/v1/reservations', { token });
      expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([reservationId]);
      // The restart seeded nothing twice.
      const motorcycles = await request(second.url, 'GET', '/api/v1/motorcycles', { token });
      expect(motorcycles.body.data).toHaveLength(7);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
