import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_ACCOUNTS } from './db/demo-accounts';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Vespa Rentals api listening on ${address}`);
  if (config.seedDemoData) {
    const logins = DEMO_ACCOUNTS.map(
      (account) => `${account.admin ? 'admin' : 'rider'} ${account.email} / ${account.password}`,
    );
    app.log.info(`Demo logins: ${logins.join(', ')}`);
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      app.close().then(
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
