import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../../../tools/throwaway-postgres.cjs';

/**
 * Starts a throwaway PostgreSQL 15 for the `postgres` project (DESIGN §7). Test files each create
 * their own database.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export default async function setup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vespa-pg-'));
  try {
    const url = startThrowawayPostgres({
      dir,
      port: await freePort(),
      // Durability is not under test here: fsync off makes CREATE DATABASE and commits fast.
      settings: [
        'fsync=off',
        'synchronous_commit=off',
        'full_page_writes=off',
        'max_connections=300',
      ],
    });
    // Test workers start after global setup and inherit these.
    process.env.TEST_PG_DIR = dir;
    process.env.TEST_PG_URL = url;
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
