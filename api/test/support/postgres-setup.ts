import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { startPostgres } from '../../../tools/stack/postgres.cjs';

/**
 * Starts a throwaway PostgreSQL 15 for the `postgres` project. Test files each create
 * their own database.
 */

export default async function setup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vespa-pg-'));
  try {
    const { url } = startPostgres({
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
