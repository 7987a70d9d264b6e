// npm run backup -w api -- FILE: a consistent copy of the database of DATABASE_URL (default: the
// api's SQLite file) while the api keeps serving. SQLite: the online backup API, checked with
// PRAGMA integrity_check. PostgreSQL: pg_dump's custom format (pg_restore reads it back).
// Exits 1 with a sentence when refused (FILE exists, no database), 2 for a usage error.
import { parseDatabaseUrl } from '../config';
import { RefusedError, describeCounts } from '../db/backup';
import { backupPostgres } from '../db/backup-postgres';
import { backupSqlite } from '../db/backup-sqlite';
import { fileArgument, runCli } from './file-cli';

async function main(): Promise<number> {
  const file = fileArgument(process.argv.slice(2), 'backup');
  if (file === null) return 2;
  const config = parseDatabaseUrl(process.env.DATABASE_URL);
  console.log(`Backing up the ${config.dialect} database to ${file}...`);
  if (config.dialect === 'sqlite') {
    if (config.file === ':memory:')
      throw new RefusedError('An in-memory database has nothing to back up.');
    const counts = await backupSqlite(config.file, file);
    console.log(
      `Backed up the sqlite database to ${file} (integrity check ok): ${describeCounts(counts)}.`,
    );
  } else {
    await backupPostgres(config.url, file);
    console.log(`Backed up the postgres database to ${file} (pg_dump custom format).`);
  }
  return 0;
}

runCli(main, 'Backup failed');
