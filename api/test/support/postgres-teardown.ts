import fs from 'node:fs';
import { stopPostgres } from '../../../tools/stack/postgres.cjs';

export default async function teardown(): Promise<void> {
  const dir = process.env.TEST_PG_DIR;
  if (!dir) return;
  try {
    stopPostgres(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
