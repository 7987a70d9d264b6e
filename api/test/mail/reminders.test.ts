import {
  AliasNode,
  type KyselyPlugin,
  type RootOperationNode,
  SelectQueryNode,
  TableNode,
} from 'kysely';
import { buildApp } from '../../src/app';
import { freshDatabase, addMotorcycle, signUp, type TestServer } from '../support/helpers';
import {
  kindOf,
  recipient,
  startAppWithMail,
  startMailbox,
  type TestMailbox,
} from '../support/mailbox';

// The ride-reminder's rules (api/README.md, "Mail"): REMINDER_HOURS_BEFORE (24 here) before the
// pickup (a timed ride's start; a whole day's opening), at once for a ride booked inside that
// window, never for a ride cancelled, handed over or started, and once whatever the instances.

const clock = { now: new Date() };
/** Sets the shop's clock in Rome (summer time, UTC+2) to `wall` (`YYYY-MM-DDTHH:mm`). */
const shopTime = (wall: string) => {
  clock.now = new Date(Date.parse(`${wall}Z`) - 2 * 3_600_000);
};

let mailbox: TestMailbox;
let server: TestServer;
let admin: string;
let vespa: { id: number };
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  const database = await freshDatabase();
  server = await startAppWithMail(mailbox.url, { now: () => clock.now }, database);
  admin = (await signUp(server, { admin: true })).token;
  vespa = await addMotorcycle(server, admin, { bookingPricePerHour: 10 });
});
beforeEach(() => shopTime('2030-06-15T09:00'));
afterAll(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
  await server.close();
  await mailbox.close();
});

async function book(token: string, date: string, duration = 1, on = server) {
  const response = await on.request('POST', '/api/v1/reservations', {
    token,
    body: { motorcycle_id: vespa.id, duration, total: duration * 10, date, city: 'Rome' },
  });
  if (response.status !== 201) throw new Error(`booking failed: ${response.text}`);
  return response.body.data.id as number;
}

/** The reminders `email` has received so far. */
const reminders = (email: string) =>
  mailbox.received.filter((mail) => kindOf(mail) === 'ride-reminder' && recipient(mail) === email);

/** Runs the sender at `wall` on the shop's clock; resolves once what was due has been sent. */
async function senderRunsAt(wall: string, on = server) {
  shopTime(wall);
  await on.app.mailSender.sendDue();
}

it("is due 24 hours before a timed ride's start, not a minute earlier, and is sent once", async () => {
  const { user, token } = await signUp(server);
  await book(token, '2030-06-20T10:00');
  await senderRunsAt('2030-06-19T09:59');
  expect(reminders(user.email)).toEqual([]);
  await senderRunsAt('2030-06-19T10:00');
  expect(reminders(user.email)).toHaveLength(1);
  await senderRunsAt('2030-06-19T10:30');
  expect(reminders(user.email)).toHaveLength(1);
});

it('reminds a ride booked inside the window at once, from the run the booking starts', async () => {
  const { user, token } = await signUp(server);
  const id = await book(token, '2030-06-16T08:00');
  const reminder = await mailbox.nextTo(user.email, 'ride-reminder');
  expect(reminder.text).toContain(`/reservations/${id}`);
});

it('never reminds a ride that is cancelled, handed over or already started', async () => {
  const { user, token } = await signUp(server);
  await book(token, '2030-06-21T10:00');
  const handedOver = await book(token, '2030-06-21T11:00');
  const cancelled = await book(token, '2030-06-21T14:00');
  const cancel = await server.request('DELETE', `/api/v1/reservations/${cancelled}`, { token });
  expect(cancel.status).toBe(200);
  // The runs the bookings nudged end on the day they were booked: on a loaded machine one could
  // otherwise still be under way when the clock moves below, and remind the first ride at 09:00.
  await server.app.mailSender.sendDue();
  shopTime('2030-06-21T09:00');
  const pickup = await server.request('POST', `/api/v1/reservations/${handedOver}/pickup`, {
    token: admin,
    body: { odometer_km: 100 },
  });
  expect(pickup.status).toBe(200);
  // The sender was away until the first ride had started; the other two are still ahead.
  await senderRunsAt('2030-06-21T10:01');
  expect(reminders(user.email)).toEqual([]);
});

it("counts a whole day's ride from the shop's opening that day", async () => {
  const { db } = server.app.database;
  const profile = await db
    .selectFrom('shop_profile')
    .select('opening_hours')
    .executeTakeFirstOrThrow();
  const week = JSON.parse(profile.opening_hours) as unknown[];
  // Tuesdays from 10:30.
  week[1] = { opens: '10:30', closes: '19:00' };
  await db
    .updateTable('shop_profile')
    .set({ opening_hours: JSON.stringify(week) })
    .execute();
  const { user, token } = await signUp(server);
  await book(token, '2030-06-25', 8);
  await senderRunsAt('2030-06-24T10:29');
  expect(reminders(user.email)).toEqual([]);
  await senderRunsAt('2030-06-24T10:30');
  expect(reminders(user.email)).toHaveLength(1);
});

/**
 * Holds the first read of the reservations table after `arm` until `release`: an instance's
 * reminder scan stops between reading the due rides and marking them, its transaction open.
 */
function readGate() {
  let armed: { reached: () => void; held: Promise<void> } | null = null;
  const holding = new WeakSet<object>();
  const readsReservations = (node: RootOperationNode) =>
    SelectQueryNode.is(node) &&
    (node.from?.froms ?? []).some((from) => {
      const table = AliasNode.is(from) ? from.node : from;
      return TableNode.is(table) && table.table.identifier.name === 'reservations';
    });
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (armed && readsReservations(node)) holding.add(queryId);
      return node;
    },
    async transformResult({ queryId, result }) {
      const gate = armed;
      if (gate && holding.has(queryId)) {
        armed = null;
        gate.reached();
        await gate.held;
      }
      return result;
    },
  };
  return {
    plugin,
    arm() {
      let reached = () => {};
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const hasReached = new Promise<void>((resolve) => {
        reached = resolve;
      });
      armed = { reached, held };
      return { reached: hasReached, release };
    },
  };
}

it('is sent once when two api instances share the database', async () => {
  const gate = readGate();
  const other = await buildApp(server.config, {
    decorateDatabase: (database) => ({ ...database, db: database.db.withPlugin(gate.plugin) }),
  });
  await other.ready();
  open.push(other);
  const riders = await Promise.all(Array.from({ length: 3 }, () => signUp(server)));
  for (const [n, { token }] of riders.entries()) {
    await book(token, `2030-06-27T${String(8 + n).padStart(2, '0')}:00`);
  }
  shopTime('2030-06-26T20:00');
  if (process.env.TEST_DIALECT === 'postgres') {
    // One instance has read the due rides and not yet marked them when the other's run comes.
    const scan = gate.arm();
    const first = other.mailSender.sendDue();
    await scan.reached;
    await server.app.mailSender.sendDue();
    scan.release();
    await first;
  } else {
    // SQLite's writers take turns: a second writer in this one process would block its thread.
    await other.mailSender.sendDue();
    await server.app.mailSender.sendDue();
  }
  for (const { user } of riders) expect(reminders(user.email)).toHaveLength(1);
});
