// src/server.ts's start, with the database slowed down: every read of the reservations table
// answers only after BOOKING_PAUSE_MS, so a booking's transaction stays open between its checks
// and its insert, and two bookings of one slot in two processes are sure to meet there
// (test/system/booking-lock.test.ts). Only the transaction's lock keeps the second from inserting too.
import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  SelectQueryNode,
  TableNode,
} from 'kysely';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

const pauseMs = Number(process.env.BOOKING_PAUSE_MS);

function readsReservations(node: PluginTransformQueryArgs['node']): boolean {
  return (
    SelectQueryNode.is(node) &&
    (node.from?.froms ?? []).some(
      (from) => TableNode.is(from) && from.table.identifier.name === 'reservations',
    )
  );
}

class PauseAfterReservationReads implements KyselyPlugin {
  private readonly pausing = new WeakSet<object>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if (readsReservations(node)) this.pausing.add(queryId);
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs) {
    if (this.pausing.has(queryId)) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    return result;
  }
}

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, {
    decorateDatabase: (database) => ({
      ...database,
      db: database.db.withPlugin(new PauseAfterReservationReads()),
    }),
  });
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Vespa Rentals api listening on ${address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
