// The development mailbox: maildev (from npm), an SMTP server that keeps every mail the api
// sends and a web page that shows them. `npm start` and `npm run cluster` start it when SMTP_URL
// is unset and point the api at it, so a newcomer sees every mail; nothing is downloaded.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { untilAnswers } from './waiting.mjs';

const MAILDEV = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('maildev'))),
  'bin/maildev.js',
);

/**
 * Starts maildev on 127.0.0.1 and resolves once it answers: `url`, the page to open, `apiUrl`,
 * its JSON list of the mails received (what a browser test reads a link from), and `smtpUrl`,
 * the api's SMTP_URL.
 * @param {ReturnType<import('./processes.mjs').createSupervisor>} supervisor
 * @param {{ webPort: number, smtpPort: number }} ports
 */
export async function startMailbox(supervisor, { webPort, smtpPort }) {
  const args = ['--smtp', smtpPort, '--ip', '127.0.0.1', '--web', webPort, '--web-ip', '127.0.0.1'];
  const handle = supervisor.start('maildev', process.execPath, [MAILDEV, ...args.map(String)], {
    quiet: true,
  });
  const base = `http://127.0.0.1:${webPort}`;
  await untilAnswers(handle, `${base}/api/email`);
  return {
    url: `${base}/index.html`,
    apiUrl: `${base}/api/email`,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  };
}
