import fs from 'node:fs';
import path from 'node:path';
import { asPostgresUser } from './postgres-setup';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export default async function teardown(): Promise<void> {
  const dir = process.env.TEST_PG_DIR;
  if (!dir) return;
  try {
    asPostgresUser(path.join(PG_BIN, 'pg_ctl'), [
      '-D',
      path.join(dir, 'data'),
      '-m',
      'fast',
      '-w',
      'stop',
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
