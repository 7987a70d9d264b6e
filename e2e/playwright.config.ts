import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { APPS } from '../apps.config.cjs';
import { CHROMIUM, CHROMIUM_ARGS, PORTS, ROOT, RUN_DIR, URLS } from './support/env';

if (!existsSync(CHROMIUM)) {
  throw new Error(
    `Chromium not found at ${CHROMIUM}: install Debian's package (apt-get install -y chromium).`,
  );
}
for (const { name } of APPS) {
  if (!existsSync(path.join(ROOT, name, 'dist', 'index.html'))) {
    throw new Error(`${name} is not built: run npm run build at the repository root first.`);
  }
}

/** Each app's and the api's port and URL, as npm start reads them (app-server/ports.cjs). */
const stackEnv = Object.fromEntries(
  [...APPS, { envPrefix: 'API', federationName: 'api' } as const].flatMap(
    ({ envPrefix, federationName }) => [
      [`${envPrefix}_PORT`, String(PORTS[federationName])],
      [`${envPrefix}_URL`, URLS[federationName]],
    ],
  ),
);

export default defineConfig({
  testDir: './tests',
  // Per port offset, so runs side by side keep their own traces.
  outputDir: path.join(__dirname, 'test-results', process.env.E2E_PORT_OFFSET ?? '0'),
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: URLS.shell,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
  },
  // The api and the four apps, started as npm start starts them (tools/stack/start.mjs), on the
  // suite's own ports; ready once the shell answers, which it does after the api and the remotes.
  webServer: {
    // A fresh database for every run: the api migrates and seeds it at start.
    command: `rm -rf "${RUN_DIR}/db" && mkdir -p "${RUN_DIR}/db" && "${process.execPath}" tools/stack/start.mjs`,
    cwd: ROOT,
    url: `${URLS.shell}/index.html`,
    env: {
      ...stackEnv,
      HOST: 'localhost',
      DATABASE_URL: `sqlite:${path.join(RUN_DIR, 'db', 'e2e.sqlite')}`,
      JWT_SECRET: 'e2e-only-secret-not-used-anywhere-else',
      CORS_ORIGINS: [
        URLS.shell,
        ...[0, 1, 2, 3, 4, 5].map((n) => `http://localhost:${PORTS.spare + n}`),
      ].join(','),
      LOG_LEVEL: 'warn',
      MAILBOX_PORT: String(PORTS.mailbox),
      MAILBOX_SMTP_PORT: String(PORTS.mailboxSmtp),
      // Every test signs up its own accounts and logs in from this one address: the production
      // limits (a handful per hour, ten logins per 15 minutes) would refuse most of them.
      SIGNUPS_PER_HOUR: '10000',
      LOGIN_ATTEMPTS_PER_15_MIN: '10000',
    },
    reuseExistingServer: false,
    stdout: 'ignore',
    // The stack stops its servers on SIGTERM; the default SIGKILL would leave them running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
