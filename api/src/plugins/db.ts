import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config';
import { connect } from '../db/connect';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import type { Database } from '../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Connects, migrates (and seeds) before the server accepts requests; disconnects on close. */
export default fp<{
  database: DatabaseConfig;
  seedDemoData: boolean;
  decorate?: (database: Database) => Database;
}>(
  async (app, options) => {
    const connected = connect(options.database, (error) =>
      app.log.error({ err: error }, 'database pool error'),
    );
    const database = options.decorate?.(connected) ?? connected;
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await database.db.destroy();
      database.closeReader?.();
    });
    const applied = await migrate(database);
    if (applied.length > 0) app.log.info(`Applied migrations: ${applied.join(', ')}`);
    if (options.seedDemoData) await seedDemoData(database);
  },
  { name: 'db' },
);
