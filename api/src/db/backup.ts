// What SQLite's and PostgreSQL's backups share (api/README.md "Backups"): backup-sqlite.ts uses
// SQLite's online backup API, backup-postgres.ts pg_dump and pg_restore. The api keeps serving
// meanwhile.
import fs from 'node:fs';
import path from 'node:path';

/** Row counts per table, by table name. */
export type RowCounts = Record<string, number>;

/** Thrown for what the operator must change (a sentence); anything else is a failure. */
export class RefusedError extends Error {}

/** Refuses to write over a file: a backup never replaces another. */
export function refuseExisting(file: string): void {
  if (fs.existsSync(file)) {
    throw new RefusedError(`${file} already exists: choose a new file name for the backup.`);
  }
}

/**
 * Written beside `file` and renamed into place once complete and checked, so no half-written
 * backup ever carries the name. Mode 600: a backup holds password hashes.
 */
export async function writeAtomically(file: string, write: (temporary: string) => Promise<void>) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  fs.rmSync(temporary, { force: true });
  try {
    await write(temporary);
    fs.chmodSync(temporary, 0o600);
    fs.renameSync(temporary, file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** `users 3, motorcycles 7, …` for the operator. */
export function describeCounts(counts: RowCounts): string {
  return Object.entries(counts)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
}
