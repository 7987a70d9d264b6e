// The app server (app-server/serve-app.mjs) over real HTTP, on a folder laid out as a build:
// what it lets browsers cache, and what it refuses to serve.
import { symlinkSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { serveApp } from '../serve-app.mjs';
import { tempFolder, writeFiles } from './folders.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PAGE_TITLE = '<title>Vespa Rentals</title>';
const SECRET = 'a file outside the served folder';
const SOURCE = 'the source of src/index.ts';

/**
 * A build as webpack writes it (stable entry names, hashed chunks, source maps beside them),
 * a deploy's record, and symbolic links: two that lead out of the folder, one that stays in it.
 */
function builtFolder() {
  const root = tempFolder();
  const outside = writeFiles(path.join(root, 'outside'), { 'secret.txt': SECRET });
  const dist = writeFiles(path.join(root, 'dist'), {
    'index.html': `<!doctype html>${PAGE_TITLE}<script src="/main.js"></script>`,
    'main.js': 'import("./123.0123456789.js");',
    'remoteEntry.js': 'var catalog;',
    'mf-manifest.json': '{"name":"catalog"}',
    '123.0123456789.js': 'export const chunk = 1;',
    'main.abcdef0123.css': 'body{margin:0}',
    'assets/logo.0123456789.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'main.js.map': JSON.stringify({
      version: 3,
      sources: ['src/index.ts'],
      sourcesContent: [SOURCE],
    }),
    '123.0123456789.js.map': JSON.stringify({ version: 3, sourcesContent: [SOURCE] }),
    '.deploy-state.json': '{"superseded":{}}',
  });
  symlinkSync(path.join(outside, 'secret.txt'), path.join(dist, 'leak.txt'));
  symlinkSync(outside, path.join(dist, 'elsewhere'));
  symlinkSync('123.0123456789.js', path.join(dist, 'alias.0123456789.js'));
  // A served folder that is itself a link, as a deploy that re-points `current` at a release.
  symlinkSync(dist, path.join(root, 'current'));
  return { dist, current: path.join(root, 'current') };
}

const servers = [];
async function serve(app, distDir) {
  const server = await serveApp(app, { port: 0, host: '127.0.0.1', distDir });
  servers.push(server);
  return `http://127.0.0.1:${server.addresses()[0].port}`;
}

/** GET `rawPath` exactly as written (no URL normalisation, unlike fetch). */
function rawGet(baseUrl, rawPath) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: rawPath, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('error', reject);
  });
}

let shell;
let catalog;
let linkedRoot;

beforeAll(async () => {
  const { dist, current } = builtFolder();
  shell = await serve('shell', dist);
  catalog = await serve('mf-catalog', dist);
  linkedRoot = await serve('mf-catalog', current);
});

afterAll(async () => {
  for (const server of servers) await server.close();
});

async function get(baseUrl, urlPath) {
  const response = await fetch(`${baseUrl}${urlPath}`);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

describe('what browsers may keep', () => {
  it.each(['/', '/index.html', '/main.js', '/remotes.json'])(
    "the shell's entry file %s is revalidated on every load (no-cache)",
    async (urlPath) => {
      const response = await get(shell, urlPath);
      expect({ status: response.status, cacheControl: response.cacheControl }).toEqual({
        status: 200,
        cacheControl: 'no-cache',
      });
    },
  );

  it.each(['/motorcycles', '/reserve/new', '/motorcycle/3', '/admin/reservations'])(
    "the shell's client route %s is its page, revalidated on every load",
    async (urlPath) => {
      const response = await get(shell, urlPath);
      expect(response.body).toContain(PAGE_TITLE);
      expect({ status: response.status, cacheControl: response.cacheControl }).toEqual({
        status: 200,
        cacheControl: 'no-cache',
      });
    },
  );

  it.each(['/remoteEntry.js', '/mf-manifest.json', '/index.html'])(
    "a remote's entry file %s is revalidated on every load, so a redeploy is seen on reload",
    async (urlPath) => {
      const response = await get(catalog, urlPath);
      expect({ status: response.status, cacheControl: response.cacheControl }).toEqual({
        status: 200,
        cacheControl: 'no-cache',
      });
    },
  );

  it.each(['/123.0123456789.js', '/main.abcdef0123.css', '/assets/logo.0123456789.svg'])(
    'a file with a content hash in its name, %s, is immutable',
    async (urlPath) => {
      for (const app of [shell, catalog]) {
        const response = await get(app, urlPath);
        expect({ status: response.status, cacheControl: response.cacheControl }).toEqual({
          status: 200,
          cacheControl: IMMUTABLE,
        });
      }
    },
  );
});

describe('what is never served', () => {
  it.each(['/main.js.map', '/123.0123456789.js.map'])(
    'a source map, %s (it holds the whole source)',
    async (urlPath) => {
      for (const app of [shell, catalog]) {
        const response = await get(app, urlPath);
        expect(response.status).toBe(404);
        expect(response.body).not.toContain(SOURCE);
      }
    },
  );

  it.each(['/leak.txt', '/elsewhere/secret.txt'])(
    'a file reached through a symbolic link out of the folder, %s',
    async (urlPath) => {
      for (const app of [shell, catalog]) {
        const response = await get(app, urlPath);
        expect(response.status).toBe(404);
        expect(response.body).not.toContain(SECRET);
      }
    },
  );

  it.each([
    '/../outside/secret.txt',
    '/assets/../../outside/secret.txt',
    '/%2e%2e/outside/secret.txt',
    '/..%2foutside%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2foutside/secret.txt',
  ])('a path that climbs out of the folder, %s', async (rawPath) => {
    for (const app of [shell, catalog]) {
      const response = await rawGet(app, rawPath);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body).not.toContain(SECRET);
    }
  });

  it("the deploy's record, a dotfile", async () => {
    expect((await get(catalog, '/.deploy-state.json')).status).toBe(404);
  });
});

describe('symbolic links that stay inside', () => {
  it('a link to a file in the folder is served', async () => {
    const response = await get(catalog, '/alias.0123456789.js');
    expect(response.status).toBe(200);
    expect(response.body).toBe('export const chunk = 1;');
  });

  it('a served folder that is itself a link is served, maps and links out still refused', async () => {
    expect((await get(linkedRoot, '/remoteEntry.js')).status).toBe(200);
    expect((await get(linkedRoot, '/123.0123456789.js')).cacheControl).toBe(IMMUTABLE);
    expect((await get(linkedRoot, '/main.js.map')).status).toBe(404);
    expect((await get(linkedRoot, '/leak.txt')).status).toBe(404);
  });
});
