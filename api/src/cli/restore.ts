// npm run restore -w api -- FILE: loads a backup made by `npm run backup -w api` into the
// database of DATABASE_URL, which must be new (no tables): a restore never mixes with, or
// replaces, data that is there. Prints the integrity check (SQLite) and the rows per table.
// Exits 1 with a sentence when refused, 2 for a usage error.
import { parseDatabaseUrl } from '../config';
import { RefusedError, describeCounts } from '../db/backup';
import { restorePostgres } from '../db/backup-postgres';
import { restoreSqlite } from '../db/backup-sqlite';
import { fileArgument, runCli } from './file-cli';

async function main(): Promise<number> {
  const file = fileArgument(process.argv.slice(2), 'restore');
  if (file === null) return 2;
  const config = parseDatabaseUrl(process.env.DATABASE_URL);
  if (config.dialect === 'sqlite') {
    if (config.file === ':memory:')
      throw new RefusedError('Restore into a database file, not :memory:.');
    const counts = await restoreSqlite(file, config.file);
    console.log(
      `Restored ${file} into the sqlite database ${config.file} (integrity check ok): ${describeCounts(counts)}.`,
    );
  } else {
    const counts = await restorePostgres(file, config.url);
    console.log(`Restored ${file} into the postgres database: ${describeCounts(counts)}.`);
  }
  return 0;
}

runCli(main, 'Restore failed');
