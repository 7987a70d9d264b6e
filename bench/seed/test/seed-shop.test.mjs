// seedShop (bench/seed/seed-shop.mjs) on SQLite and on a throwaway PostgreSQL 15, read back over
// HTTP from the built api: the desk sees every ride where the plan left it (handed over, taken
// back, out after its end).
import { createRequire } from 'node:module';
import path from 'node:path';
import { startThrowawayApi } from '../../../tools/stack/api.mjs';
import { createSupervisor } from '../../../tools/stack/processes.mjs';
import { freePorts } from '../../../tools/stack/waiting.mjs';
import { seedShop } from '../seed-shop.mjs';

const require = createRequire(import.meta.url);
const { startPostgres } = require('../../../tools/stack/postgres.cjs');

const DAY = 86_400_000;
const SIZE = { motorcycles: 12, riders: 60, daysBack: 14, daysAhead: 14 };
/** Seeding, starting the api (and PostgreSQL) take a few seconds on a shared machine. */
const STARTS = 60_000;

const supervisor = createSupervisor();
afterAll(() => supervisor.stopAll());

/** The built api on `databaseUrl`, on a free port; resolves with its URL. */
async function startApi(databaseUrl) {
  const [port] = await freePorts(1);
  const api = await startThrowawayApi(supervisor, {
    port,
    env: { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false' },
  });
  return api.url;
}

async function get(url, token) {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

/** What the api shows of a ride: its status and the desk's record. */
function deskView(r) {
  return {
    status: r.status,
    picked_up_at: r.picked_up_at ?? null,
    pickup_odometer_km: r.pickup_odometer_km ?? null,
    returned_at: r.returned_at ?? null,
    return_odometer_km: r.return_odometer_km ?? null,
    late_minutes: r.late_minutes ?? null,
  };
}

/** The same, as planned: ids are 1-based in the plan's order. */
function plannedView(plan, id) {
  const r = plan.reservations[id - 1];
  const iso = (ms) => (ms === null ? null : new Date(ms).toISOString());
  let status = 'confirmed';
  if (r.returned_at !== null) status = 'returned';
  else if (r.picked_up_at !== null) status = 'out';
  return {
    status,
    picked_up_at: iso(r.picked_up_at),
    pickup_odometer_km: r.pickup_odometer_km,
    returned_at: iso(r.returned_at),
    return_odometer_km: r.return_odometer_km,
    late_minutes: r.late_minutes,
  };
}

async function seededDeskMatchesPlan(databaseUrl) {
  const plan = await seedShop(databaseUrl, SIZE);
  const api = await startApi(databaseUrl);
  const login = await fetch(`${api}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      user: { email: plan.accounts.admin.email, password: plan.accounts.password },
    }),
  });
  const { token } = await login.json();

  // Every scooter out now, as Today asks for them.
  const out = await get(`${api}/api/v1/admin/reservations?status=out&limit=200`, token);
  const plannedOut = plan.reservations
    .map((r, index) => ({ ...r, id: index + 1 }))
    .filter((r) => r.picked_up_at !== null && r.returned_at === null);
  expect(out.map((r) => r.id).sort((a, b) => a - b)).toEqual(plannedOut.map((r) => r.id));
  expect(plannedOut.some((r) => r.end_at <= plan.wallNow)).toBe(true);

  // The fleet timeline of the week behind and the week ahead, ride by ride.
  const from = new Date(plan.wallNow - 7 * DAY).toISOString().slice(0, 10);
  const fleet = await get(`${api}/api/v1/admin/fleet?from=${from}&days=14`, token);
  expect(fleet.reservations.length).toBeGreaterThan(150);
  const statuses = new Set();
  for (const ride of fleet.reservations) {
    expect(deskView(ride)).toEqual(plannedView(plan, ride.id));
    statuses.add(ride.status);
  }
  expect([...statuses].sort()).toEqual(['confirmed', 'out', 'returned']);
}

test(
  'on SQLite, the api shows each seeded ride as the desk left it',
  async () => {
    const folder = supervisor.tempDir('vespa-seed-test-');
    await seededDeskMatchesPlan(`sqlite:${path.join(folder, 'shop.sqlite')}`);
  },
  STARTS,
);

test(
  'on PostgreSQL, the api shows each seeded ride as the desk left it',
  async () => {
    const [port] = await freePorts(1);
    const postgres = startPostgres({
      dir: supervisor.tempDir('vespa-seed-pg-'),
      port,
      database: 'vespa',
    });
    supervisor.onStop(postgres.stop);
    await seededDeskMatchesPlan(postgres.url);
  },
  STARTS,
);
