import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { DatabaseConfig } from '../../src/config';
import {
  addMotorcycle,
  daysFromToday,
  freshDatabase,
  signUp,
  startApp,
  tempDir,
  type TestServer,
} from '../support/helpers';
import { databaseUrl, tsEntry } from '../support/server-process';
import { walkPages } from '../support/paging';

const API_ROOT = path.resolve(__dirname, '../..');

/**
 * Runs src/cli/<name>.ts in its own process, as `npm run <name> -w api` runs its build;
 * `onOutput` hears each chunk of its output as it comes.
 */
function runCli(
  name: 'backup' | 'restore',
  database: DatabaseConfig,
  file: string,
  onOutput: (text: string) => void = () => {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...tsEntry(`src/cli/${name}.ts`), file], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl(database) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      onOutput(output);
    });
  }
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/** Every reservation id the database holds, read page by page through the admin list. */
async function storedReservationIds(server: TestServer, adminToken: string): Promise<Set<number>> {
  return new Set((await walkPages(server, adminToken, '/api/v1/admin/reservations', 200)).ids);
}

/** 90 riders × 10 bookings, 1 hour each: within every per-rider limit, no two in one slot. */
const RIDERS = 90;
const SLOTS = RIDERS * 10;

describe('npm run backup and npm run restore -w api', () => {
  let server: TestServer;
  let database: DatabaseConfig;
  let adminToken: string;

  beforeAll(async () => {
    database = await freshDatabase();
    server = await startApp({}, database);
    adminToken = (await signUp(server, { admin: true })).token;
  });

  afterAll(() => server.close());

  it('copies the database while bookings go on; the restore holds every booking answered before', async () => {
    const motorcycles = await Promise.all([1, 2, 3].map(() => addMotorcycle(server, adminToken)));
    const riders = await Promise.all(Array.from({ length: RIDERS }, () => signUp(server)));

    const answered: { id: number; at: number }[] = [];
    const failures: string[] = [];
    let slot = 0;
    let stop = false;
    // The backup starts once 30 bookings are in. A promise, not a polling loop: a loop would take
    // the CPU of the process that also serves the bookings.
    let thirtyAnswered!: () => void;
    const enoughAnswered = new Promise<void>((resolve) => (thirtyAnswered = resolve));
    const booker = async () => {
      while (!stop && slot < SLOTS) {
        const n = slot;
        slot += 1;
        const motorcycle = motorcycles[n % 3]!;
        const response = await server.request('POST', '/api/v1/reservations', {
          token: riders[n % RIDERS]!.token,
          body: {
            motorcycle_id: motorcycle.id,
            date: daysFromToday(2 + Math.floor(n / 3)),
            duration: 1,
            total: motorcycle.bookingPricePerHour,
            city: 'Roma',
          },
        });
        if (response.status === 201) {
          answered.push({ id: response.body.data.id, at: Date.now() });
          if (answered.length === 30) thirtyAnswered();
        } else failures.push(`${response.status} ${response.text}`);
      }
    };
    const bookers = Promise.all([booker(), booker(), booker()]);
    await Promise.race([enoughAnswered, bookers]);

    const file = path.join(tempDir(), 'vespa.backup');
    // The moment the command says it begins the copy: every booking answered by then is in it.
    let backupStartedAt = 0;
    let answeredBefore: number[] = [];
    const backup = await runCli('backup', database, file, (output) => {
      if (backupStartedAt === 0 && output.startsWith('Backing up the ')) {
        backupStartedAt = Date.now();
        answeredBefore = answered.map((booking) => booking.id);
      }
    });
    const backupEndedAt = Date.now();
    const answeredByEnd = answered.length;
    stop = true;
    await bookers;

    expect(failures).toEqual([]);
    expect(backup.output).toMatch(/^Backing up .*\nBacked up the (sqlite|postgres) database to /);
    expect(backup.code).toBe(0);
    expect(answeredBefore.length).toBeGreaterThanOrEqual(30);
    // The api kept answering bookings while pg_dump ran (its own process, a read transaction of
    // its own). SQLite's copy is one step of a few milliseconds (db/backup-sqlite.ts), shorter
    // than a booking's round trip on a loaded machine, so no booking need land inside it; that it
    // holds up no write is what `failures` shows: every booking the three bookers asked for
    // across it was answered 201.
    if (database.dialect === 'postgres') {
      expect(
        answered.filter(({ at }) => at > backupStartedAt && at < backupEndedAt).length,
      ).toBeGreaterThan(0);
    }
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');

    const target = await freshDatabase();
    const restore = await runCli('restore', target, file);
    expect(restore.code).toBe(0);
    const restoredRows = Number(/reservations (\d+)/.exec(restore.output)?.[1]);
    if (target.dialect === 'sqlite') {
      expect(restore.output).toContain('(integrity check ok)');
      const restored = new DatabaseSync(target.file, { readOnly: true });
      try {
        expect(restored.prepare('pragma integrity_check').all()).toEqual([
          { integrity_check: 'ok' },
        ]);
      } finally {
        restored.close();
      }
    }

    const restoredServer = await startApp({}, target);
    try {
      const stored = await storedReservationIds(restoredServer, adminToken);
      expect(answeredBefore.filter((id) => !stored.has(id))).toEqual([]);
      // A snapshot: nothing answered after the backup ended, and the counts agree.
      expect(stored.size).toBeLessThanOrEqual(answeredByEnd);
      expect(restoredRows).toBe(stored.size);
      const motorcyclesBack = await restoredServer.request('GET', '/api/v1/motorcycles', {
        token: adminToken,
      });
      expect(motorcyclesBack.body.data.map((m: { id: number }) => m.id).sort()).toEqual(
        motorcycles.map((m) => m.id).sort(),
      );
    } finally {
      await restoredServer.close();
    }
  });

  it('refuses to restore into a database that holds data, and changes nothing there', async () => {
    const file = path.join(tempDir(), 'small.backup');
    expect((await runCli('backup', database, file)).code).toBe(0);
    const before = await storedReservationIds(server, adminToken);

    const refused = await runCli('restore', database, file);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /^The database (at \S+ )?is not empty \(tables: .*reservations.*\): restore only into a new database\.\n$/,
    );
    expect(await storedReservationIds(server, adminToken)).toEqual(before);
  });

  it('never writes over an existing file', async () => {
    const file = path.join(tempDir(), 'kept.backup');
    fs.writeFileSync(file, 'an older backup');
    const refused = await runCli('backup', database, file);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      new RegExp(`\\n${file} already exists: choose a new file name for the backup\\.\\n$`),
    );
    expect(fs.readFileSync(file, 'utf8')).toBe('an older backup');
  });
});
