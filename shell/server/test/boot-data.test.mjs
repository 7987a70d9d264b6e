// The shell's page as its server sends it, built as `npm run build` writes it, when a value that
// reaches its boot data (`#vespa-boot-data`, shell/server/shell-page.mjs) holds what could end the
// script element or change how the HTML parser reads it: `</script>`, `<!--` and `<script`
// (together they keep the next `</script>` from ending the element), and U+2028. On 2026-11-27
// the page stopped escaping `<` and every suite passed. Here the api's address, from the
// environment where the shell's server runs, carries them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { REMOTES } from '../../../apps.config.cjs';
import { serveApp } from '../../../app-server/serve-app.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const HOSTILE =
  'http://api.test/</script><script>window.hacked=1</script><!--<script>\u2028</ScRiPt>-->';

/** The elements of a page as a browser's HTML parser reads them. */
const parsePage = (html) => new JSDOM(html).window.document;

let server;
let url;
let built;

beforeAll(async () => {
  const dist = path.join(ROOT, 'shell', 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('shell is not built: run npm run build at the repository root first');
  }
  built = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const env = {
    ...Object.fromEntries(REMOTES.map((r) => [`${r.envPrefix}_URL`, 'http://127.0.0.1:9'])),
    API_URL: HOSTILE,
  };
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    server = await serveApp('shell', { port: 0, host: '127.0.0.1', distDir: dist });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  url = `http://127.0.0.1:${server.addresses()[0].port}`;
});

afterAll(() => server.close());

it('keeps a hostile value inside the boot data, which reads back as that value', async () => {
  const response = await fetch(`${url}/reservations`);
  expect(response.status).toBe(200);
  const html = await response.text();
  // No raw line separator either: a line break to any script that reads the page as code.
  expect(html).not.toContain('\u2028');
  const page = parsePage(html);

  const data = JSON.parse(page.getElementById('vespa-boot-data')?.textContent ?? 'null');
  expect(data.remotes.api).toBe(HOSTILE);

  // The same scripts as the build wrote, none added or swallowed, and the body still there.
  const scripts = (document) =>
    [...document.querySelectorAll('script')].map((script) => script.id || script.src || 'inline');
  expect(scripts(page)).toEqual(scripts(parsePage(built)));
  expect(page.getElementById('root')).not.toBeNull();
});

it('is answered the same at /remotes.json', async () => {
  const remotes = await (await fetch(`${url}/remotes.json`)).json();
  expect(remotes.api).toBe(HOSTILE);
});
