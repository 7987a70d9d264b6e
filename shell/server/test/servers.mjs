// Servers the shell's server tests start, closed after the test file: the shell's own app server
// on a page as its build writes it, and servers that accept a connection and never answer.
import http from 'node:http';
import { REMOTES } from '../../../apps.config.cjs';
import { serveApp } from '../../../app-server/serve-app.mjs';
import { tempFolder, writeFiles } from '../../../app-server/test/folders.mjs';

export const BOOT_SCRIPT = 'console.log("boot")';
/** The page as the shell's build writes it (shell/server/boot-page.cjs). */
export const SHELL_PAGE =
  '<!doctype html><html><head><title>Vespa Rentals</title>' +
  '<script type=application/json id=vespa-boot-data>{"shellChunks":["/federation.0123456789.js"]}</script>' +
  `<script>${BOOT_SCRIPT}</script><script defer src=/main.js></script></head>` +
  '<body><div id=root></div></body></html>';

export const servers = [];
afterAll(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A server that accepts connections and never answers; resolves with its URL. */
export async function hungServer() {
  const server = http.createServer(() => undefined);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({
    close: () =>
      new Promise((done) => {
        server.close(done);
        server.closeAllConnections();
      }),
  });
  return `http://127.0.0.1:${server.address().port}`;
}

/**
 * A shell server told where the remotes and the api are (the environment its deploy sets);
 * resolves with its URL.
 */
export async function shell(remotes, api = 'http://api.test') {
  const dist = writeFiles(tempFolder(), { 'index.html': SHELL_PAGE, 'main.js': 'start()' });
  const env = {
    ...Object.fromEntries(REMOTES.map((r) => [`${r.envPrefix}_URL`, remotes[r.federationName]])),
    API_URL: api,
  };
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    const server = await serveApp('shell', { port: 0, host: '127.0.0.1', distDir: dist });
    servers.push({ close: () => server.close() });
    return `http://127.0.0.1:${server.addresses()[0].port}`;
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
