// npm run migrate -w api: brings the database of DATABASE_URL (default: the api's SQLite file) to
// the latest schema and exits. Deployments run it once before starting their instances, so no
// instance start has to migrate a schema that others are already serving from.
import { migrate } from '../db/migrate';
import { runCli, withDatabase } from './file-cli';

async function main(): Promise<number> {
  return withDatabase(async (database) => {
    const applied = await migrate(database);
    console.log(
      applied.length > 0
        ? `Migrated the ${database.dialect} database: ${applied.join(', ')}.`
        : `The ${database.dialect} database is already up to date.`,
    );
    return 0;
  });
}

runCli(main, 'Migration failed');
