// npm start: builds what is missing, starts the api (which migrates and seeds its database) and
// the four app servers, then prints the URL to open and the demo logins.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { ensureBuilt } from '../build/ensure-built.mjs';
import { serveApp } from '../../app-server/serve-app.mjs';

const require = createRequire(import.meta.url);
const { portOf, urlOf } = require('../../app-server/ports.cjs');
const { APPS, REMOTES } = require('../../apps.config.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

try {
  ensureBuilt();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const apiUrl = urlOf('api');
const api = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(portOf('api')), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  stdio: 'inherit',
});
api.once('exit', (code) => {
  console.error(`The api stopped (exit code ${code}).`);
  process.exit(code ?? 1);
});

async function waitForApi() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`${apiUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The api did not answer on ${apiUrl}/health`);
}

try {
  const servers = await Promise.all(APPS.map((app) => serveApp(app.name)));
  await waitForApi();
  const { DEMO_ACCOUNTS } = require(path.join(root, 'api/dist/db/demo-accounts.js'));
  console.log(`
Vespa Rentals is running: open ${urlOf('shell')}

  Demo logins:
${DEMO_ACCOUNTS.map((a) => `    ${a.admin ? 'admin' : 'rider'}  ${a.email}  /  ${a.password}`).join('\n')}

  api ${apiUrl}   ${REMOTES.map((remote) => `${remote.federationName} ${urlOf(remote.name)}`).join('   ')}
  Press Ctrl+C to stop.
`);
  const stop = async () => {
    api.removeAllListeners('exit');
    api.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  api.kill('SIGTERM');
  process.exit(1);
}
