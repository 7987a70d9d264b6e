// Serves one built frontend (shell or a remote) from its own origin, as it would be deployed:
//   node tools/serve/serve-app.mjs <app>     PORT/HOST/DIST_DIR override the defaults.
// Hashed chunks are cached forever; entry files (remoteEntry.js, mf-manifest.json, index.html,
// remotes.json) are revalidated on every load, so a redeployed remote is picked up on reload.
// Files are looked up per request, so the folder can be redeployed while this server runs: in
// production it serves a folder that `npm run deploy` fills (DIST_DIR), which keeps the previous
// deploy's hashed files for a grace period, so a rider who loaded the previous remoteEntry.js
// still gets its chunks (docs/ARCHITECTURE.md, "Deploys and failing remotes"). Serving
// <app>/dist itself, as npm start does, is for one machine: a rebuild there empties it
// (webpack's output.clean).
// The shell's page carries the remotes' configuration and what each remote page needs first
// (tools/serve/shell-page.mjs); /remotes.json still answers the same configuration.
// Dotfiles (the deploy's record and temporary files) are never served, nor are source maps
// (they hold the apps' whole source; the production build writes them for the team only) or a
// file reached through a symbolic link that leads out of the folder.
import path from 'node:path';
import zlib from 'node:zlib';
import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { isHashed } from './hashed-names.mjs';
import { remotePagesReader } from './remote-pages.mjs';
import { shellPage } from './shell-page.mjs';

const require = createRequire(import.meta.url);
const { portOf, remotesConfig, DEFAULT_PORTS } = require('./ports.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The shell page may run code only from its own origin and the remotes' (and its own inline boot
 * script, by its hash), and talk only to them and the api. Images may come from anywhere: a
 * motorcycle's image link is any http(s) URL.
 */
function contentSecurityPolicy({ api, ...remotes }, scriptHashes = []) {
  const origins = Object.values(remotes)
    .map((url) => new URL(url).origin)
    .join(' ');
  return [
    "default-src 'self'",
    ['script-src', "'self'", origins, ...scriptHashes].join(' '),
    `style-src 'self' ${origins}`,
    `connect-src 'self' ${origins} ${new URL(api).origin}`,
    "img-src 'self' data: http: https:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Whether the file at `pathname` (the request's decoded path) under `root` may be served: not a
 * source map, and not outside the folder once symbolic links are followed (a link to a file
 * inside it is fine). A path that does not exist is left to the 404 that follows. The root is
 * resolved on each request too: it may itself be a link that a deploy re-points.
 */
function servable(pathname, root) {
  if (pathname.endsWith('.map')) return false;
  let real;
  try {
    real = realpathSync(path.join(root, pathname));
  } catch {
    return true;
  }
  const realRoot = realpathSync(root);
  return real === realRoot || real.startsWith(realRoot + path.sep);
}

export async function serveApp(
  app,
  { port = portOf(app), host = process.env.HOST ?? 'localhost', distDir } = {},
) {
  if (!(app in DEFAULT_PORTS) || app === 'api') throw new Error(`Unknown app "${app}"`);
  const dist = path.resolve(distDir ?? process.env.DIST_DIR ?? path.join(root, app, 'dist'));
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${app} is not built (${dist} has no index.html): run npm run build -w ${app}`);
  }
  const isShell = app === 'shell';
  const server = Fastify({ logger: false });

  await server.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 6, not the plugin's 4: main.js is 98 KB instead of 105 for as little CPU (about
    // 20 ms), the bytes a slow phone waits for before any page (docs/PERFORMANCE.md).
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
  });
  await server.register(fastifyStatic, {
    root: dist,
    // Files are looked up per request (not listed once at start), so a new build written into
    // the same folder is served without a restart.
    wildcard: true,
    dotfiles: 'ignore',
    allowedPath: servable,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      const immutable = isHashed(filePath);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Remotes are fetched by the shell's origin; they hold only public static code.
      if (!isShell) reply.header('Access-Control-Allow-Origin', '*');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  if (isShell) {
    const config = remotesConfig();
    const { catalog, booking, admin } = config;
    const remotePages = remotePagesReader({ catalog, booking, admin });
    // Asked for now, so the first page has them.
    void remotePages.read();
    const page = shellPage({ remotes: config, remotePages });
    const sendPage = async (_req, reply) => {
      const { html, scriptHashes } = await page(dist);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', contentSecurityPolicy(config, scriptHashes))
        .header('Referrer-Policy', 'strict-origin-when-cross-origin')
        .header('X-Content-Type-Options', 'nosniff')
        .send(html);
    };
    server.get('/', sendPage);
    server.get('/index.html', sendPage);
    server.get('/remotes.json', (_req, reply) => {
      reply.header('Cache-Control', 'no-cache').send(config);
    });
    // Client-side routes (/motorcycles, /reserve/new, ...) all answer with the app's page.
    server.setNotFoundHandler((req, reply) => {
      const wantsPage =
        ['GET', 'HEAD'].includes(req.method) && !path.extname(req.url.split('?')[0]);
      if (!wantsPage) return reply.code(404).type('text/plain').send('Not Found');
      return sendPage(req, reply);
    });
  }

  await server.listen({ port, host });
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = process.argv[2];
  serveApp(app, { port: process.env.PORT ? Number(process.env.PORT) : undefined })
    .then((server) => {
      const address = server.addresses()[0];
      console.log(`${app} serving on http://${process.env.HOST ?? 'localhost'}:${address.port}`);
    })
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
