// Serves one built frontend (shell or a remote) from its own origin, as it would be deployed:
//   node app-server/serve-app.mjs <app>     PORT/HOST/DIST_DIR override the defaults.
// Hashed chunks are cached forever; entry files (remoteEntry.js, mf-manifest.json, index.html,
// remotes.json) are revalidated on every load, so a redeployed remote is picked up on reload.
// Files are looked up per request, so the folder can be redeployed while this server runs: in
// production it serves a folder that `npm run deploy` fills (DIST_DIR), which keeps the previous
// deploy's hashed files for a grace period, so a rider who loaded the previous remoteEntry.js
// still gets its chunks (docs/ARCHITECTURE.md, "Deploys and failing remotes"). Serving
// <app>/dist itself, as npm start does, is for one machine: a rebuild there empties it
// (webpack's output.clean).
// An app with routes of its own keeps them beside what they serve, in <app>/server/routes.mjs:
// the shell's page, its CSP and /remotes.json (shell/server/).
// Dotfiles (the deploy's record and temporary files) are never served, nor are source maps
// (they hold the apps' whole source; the production build writes them for the team only) or a
// file reached through a symbolic link that leads out of the folder.
import path from 'node:path';
import zlib from 'node:zlib';
import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { isHashed } from './hashed-names.mjs';

const require = createRequire(import.meta.url);
const { portOf, DEFAULT_PORTS } = require('./ports.cjs');
const { REMOTES } = require('../apps.config.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Whether the file at `pathname` (the request's decoded path) under `root` may be served: not a
 * source map nor a build's `.br`, and not outside the folder once symbolic links are followed (a
 * link to a file inside it is fine). A path that does not exist is left to the 404 that follows. The root is
 * resolved on each request too: it may itself be a link that a deploy re-points.
 */
function servable(pathname, root) {
  // A `.br` is sent only as the encoding of the file it compresses (preCompressed below).
  if (pathname.endsWith('.map') || pathname.endsWith('.br')) return false;
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
  const isRemote = REMOTES.some((remote) => remote.name === app);
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
    // The build's `<file>.br` beside each script and stylesheet (tools/build/precompress.cjs), to
    // a browser that accepts brotli; the plugin above compresses only what has none.
    preCompressed: true,
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
      if (isRemote) reply.header('Access-Control-Allow-Origin', '*');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  // The app's own routes beside what it serves, if it has any (the shell's page: shell/server/).
  const ownRoutes = path.join(root, app, 'server', 'routes.mjs');
  if (existsSync(ownRoutes)) {
    const { default: routes } = await import(pathToFileURL(ownRoutes).href);
    await routes(server, { dist });
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
