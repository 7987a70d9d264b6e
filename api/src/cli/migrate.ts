// npm run migrate -w api: brings the database of DATABASE_URL (default: the api's SQLite file) to
// the latest schema and exits. Deployments run it once before starting their instances, so no
// instance start has to migrate a schema that others are already serving from.
import { parseDatabaseUrl } from '../config';
import { connect } from '../db/connect';
import { migrate } from '../db/migrate';

async function main(): Promise<number> {
  const config = parseDatabaseUrl(process.env.DATABASE_URL);
  const database = connect(config, (error) => console.error(`Database error: ${error.message}`));
  try {
    const applied = await migrate(database);
    console.log(
      applied.length > 0
        ? `Migrated the ${config.dialect} database: ${applied.join(', ')}.`
        : `The ${config.dialect} database is already up to date.`,
    );
    return 0;
  } finally {
    await database.db.destroy();
    database.closeReader?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
