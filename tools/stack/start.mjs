// npm start: builds what is missing, starts the api (which migrates and seeds its database) and
// the four app servers, then prints the URL to open and the demo logins. The browser suite starts
// its servers with it too (e2e/playwright.config.ts), moved by <PREFIX>_PORT and the api's own
// settings in the environment (DATABASE_URL, ...: api/src/env.ts).
import { portOf, urlOf } from '../../app-server/ports.cjs';
import { REMOTES } from '../../apps.config.cjs';
import { ensureBuilt } from '../build/ensure-built.mjs';
import { startApi } from './api.mjs';
import { APP_NAMES, startApps } from './apps.mjs';
import { startMailbox } from './mailbox.mjs';
import { createSupervisor, stopWithProcess } from './processes.mjs';

const supervisor = createSupervisor({
  echo: true,
  onUnexpectedExit(name, how) {
    console.error(`${name} stopped (${how}).`);
    supervisor.stopAll().then(() => process.exit(1));
  },
});
stopWithProcess(supervisor);

try {
  ensureBuilt();
  const apiUrl = urlOf('api');
  // Without a mail server of one's own, the development mailbox catches every mail: on maildev's
  // own ports unless MAILBOX_PORT and MAILBOX_SMTP_PORT move them.
  const mailbox = process.env.SMTP_URL
    ? null
    : await startMailbox(supervisor, {
        webPort: Number(process.env.MAILBOX_PORT ?? 1080),
        smtpPort: Number(process.env.MAILBOX_SMTP_PORT ?? 1025),
      });
  await startApi(supervisor, {
    port: portOf('api'),
    env: {
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The links in mails lead to the shell.
      PUBLIC_URL: process.env.PUBLIC_URL ?? urlOf('shell'),
      ...(mailbox ? { SMTP_URL: mailbox.smtpUrl } : {}),
    },
  });
  const ports = Object.fromEntries(APP_NAMES.map((app) => [app, portOf(app)]));
  await startApps(supervisor, { ports, apiUrl });
  // Imported once ensureBuilt has built the api, not on import.
  const { DEMO_ACCOUNTS } = await import('../../api/dist/db/demo-accounts.js');
  console.log(`
Vespa Rentals is running: open ${urlOf('shell')}

  Demo logins:
${DEMO_ACCOUNTS.map((a) => `    ${a.admin ? 'admin' : 'rider'}  ${a.email}  /  ${a.password}`).join('\n')}

  Mail the api sends: ${mailbox ? `${mailbox.url}  (maildev)` : 'to SMTP_URL'}

  api ${apiUrl}   ${REMOTES.map((remote) => `${remote.federationName} ${urlOf(remote.name)}`).join('   ')}
  Press Ctrl+C to stop.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await supervisor.stopAll();
  process.exit(1);
}
