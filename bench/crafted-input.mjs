// Crafted input (budget: docs/PERFORMANCE.md): the slowest answer to a 60 KB string shaped for a
// backtracking pattern, in every text field of the bodies a client writes. The api's tests prove
// each is refused and that no pattern backtracks (api/test/system/input-shapes.test.ts); this
// measures what that costs on the built api.
import { performance } from 'node:perf_hooks';
import { apiLogin, DEMO_ADMIN, DEMO_RIDER, post } from './servers.mjs';
import { ms, row } from './table.mjs';

const BUDGET_MS = 100;
const SIZE = 60_000;

/** A long run a pattern accepts, then the one character that makes it try every other split. */
const SHAPES = [
  `${'1'.repeat(SIZE)}x`,
  `${'1'.repeat(SIZE / 2)}.${'1'.repeat(SIZE / 2)}x`,
  `${' '.repeat(SIZE)}x`,
  `${'1 '.repeat(SIZE / 2)}x`,
  `${'a'.repeat(SIZE)}\u0001`,
  `${'a.@'.repeat(SIZE / 3)} `,
  `${'\u200b'.repeat(SIZE / 3)}x`,
];

const SIGNUP = { name: 'Kim Shapes', email: 'kim.shapes@bench.test', password: 'kim-password' };
const MOTORCYCLE = {
  name: 'Crafted',
  model: 'GTS',
  brand: 'Vespa',
  color: 'Red',
  chassisNumber: 'CRAFT-1',
  bookingPricePerHour: 10,
  price: 5000,
  imageLink: 'https://example.com/v.png',
  description: 'A scooter',
};

/** Each body a client writes, with `value` in one of its text fields. */
function bodies(motorcycleId, day) {
  const booking = { motorcycle_id: motorcycleId, duration: 1, total: 10, date: day, city: 'Rome' };
  return [
    ...['name', 'email', 'password'].map((field) => ({
      path: '/api/v1/users',
      body: (value) => ({ user: { ...SIGNUP, [field]: value } }),
    })),
    ...['email', 'password'].map((field) => ({
      path: '/api/v1/login',
      body: (value) => ({ user: { ...SIGNUP, [field]: value } }),
    })),
    ...Object.keys(MOTORCYCLE).map((field) => ({
      path: '/api/v1/motorcycles',
      admin: true,
      body: (value) => ({ ...MOTORCYCLE, [field]: value }),
    })),
    ...Object.keys(booking).map((field) => ({
      path: '/api/v1/reservations',
      body: (value) => ({ ...booking, [field]: value }),
    })),
  ];
}

export async function craftedInputBenchmark(apiUrl) {
  const admin = (await apiLogin(apiUrl, DEMO_ADMIN.email, DEMO_ADMIN.password)).token;
  const rider = (await apiLogin(apiUrl, DEMO_RIDER.email, DEMO_RIDER.password)).token;
  const list = await (
    await fetch(`${apiUrl}/api/v1/motorcycles`, { headers: { authorization: `Bearer ${admin}` } })
  ).json();
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  let slowest = 0;
  let refused = 0;
  let sent = 0;
  let addresses = 0;
  for (const { path, body, admin: asAdmin } of bodies(list.data[0].id, day)) {
    // Each from a loopback address of its own: signups are limited per address.
    const send = (value) =>
      post(`${apiUrl}${path}`, body(value), {
        token: asAdmin ? admin : rider,
        from: `127.0.9.${(addresses++ % 250) + 2}`,
      });
    // The first answers compile a route's serializer: not what is measured.
    for (const shape of SHAPES) await send(shape.slice(-200));
    for (const shape of SHAPES) {
      const started = performance.now();
      const { status } = await send(shape);
      slowest = Math.max(slowest, performance.now() - started);
      sent += 1;
      if (status === 422) refused += 1;
    }
  }
  console.log(`  crafted input: ${sent} requests, ${refused} answered 422, slowest ${ms(slowest)}`);
  return [
    row(
      'api',
      'crafted 60 KB field, slowest answer',
      slowest,
      ms(slowest),
      { atMost: BUDGET_MS, label: `${BUDGET_MS} ms` },
      refused === sent ? '' : `${sent - refused} of ${sent} not answered 422`,
    ),
  ];
}
