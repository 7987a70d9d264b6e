// What the commands share: how they end; the database they work on; backup's and restore's one
// argument.
import path from 'node:path';
import { parseDatabaseUrl } from '../config';
import { RefusedError } from '../db/backup';
import { connect } from '../db/connect';
import type { Database } from '../db/types';

/** The one FILE argument, resolved against the directory npm was started from; null: usage. */
export function fileArgument(argv: string[], command: 'backup' | 'restore'): string | null {
  if (argv.length !== 1 || argv[0] === '' || argv[0]?.startsWith('-')) {
    console.error(`Usage: npm run ${command} -w api -- FILE (the database is DATABASE_URL's).`);
    return null;
  }
  // npm runs workspace scripts in the workspace folder; a relative name means the caller's.
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), argv[0] as string);
}

/**
 * Runs `main` as the program: a refusal is one sentence and exit 1; any other failure is
 * `failure` with its message and exit `failureCode`.
 */
export function runCli(main: () => Promise<number>, failure: string, failureCode = 1): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof RefusedError) console.error(error.message);
      else console.error(`${failure}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(error instanceof RefusedError ? 1 : failureCode);
    },
  );
}

/** Connects to the database of DATABASE_URL (default: the api's SQLite file), runs `work`, closes it. */
export async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const config = parseDatabaseUrl(process.env.DATABASE_URL);
  const database = connect(config, (error) => console.error(`Database error: ${error.message}`));
  try {
    return await work(database);
  } finally {
    await database.db.destroy();
    database.closeReader?.();
  }
}
