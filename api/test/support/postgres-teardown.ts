import fs from 'node:fs';
import { stopThrowawayPostgres } from '../../../tools/test/throwaway-postgres.cjs';

export default async function teardown(): Promise<void> {
  const dir = process.env.TEST_PG_DIR;
  if (!dir) return;
  try {
    stopThrowawayPostgres(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
