import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_ACCOUNTS } from './db/demo-accounts';
import { listenForMetrics } from './metrics-server';
import { SHUTDOWN_DEADLINE_MS, shutDown } from './shutdown';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.metrics && app.metrics) {
    const metrics = await listenForMetrics(app.metrics, config.metrics);
    app.addHook('onClose', metrics.close);
    app.log.info(`Metrics on ${metrics.url}`);
  }
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Vespa Rentals api listening on ${address}`);
  if (config.seedDemoData) {
    const logins = DEMO_ACCOUNTS.map(
      (account) => `${account.admin ? 'admin' : 'rider'} ${account.email} / ${account.password}`,
    );
    app.log.info(`Demo logins: ${logins.join(', ')}`);
  }

  // SIGTERM is how deployments and `npm run cluster` stop an instance: drain, then close.
  // SIGINT is Ctrl+C in a terminal: nobody balances onto that one, so no drain.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      // Should closing itself hang (a database that does not answer), the process still ends.
      setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
      shutDown(app, { drainMs: signal === 'SIGTERM' ? config.shutdownDrainMs : 0 }).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
