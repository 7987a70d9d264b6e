// The shell's own routes on its app server (app-server/serve-app.mjs loads this file for the
// shell): its page at every client route, with where the remotes and the api live and what each
// remote page needs first (./shell-page.mjs, ./remote-pages.mjs), the shop's card
// (./shop-card.mjs), its Content-Security-Policy,
// and /remotes.json, the same configuration for other tools (docs/ARCHITECTURE.md, "Entering a
// page").
import path from 'node:path';
import { createRequire } from 'node:module';
import { remotePagesReader } from './remote-pages.mjs';
import { shellPage } from './shell-page.mjs';
import { shopCardReader } from './shop-card.mjs';

const require = createRequire(import.meta.url);
const { remotesConfig } = require('../../app-server/ports.cjs');

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

/** @param {import('fastify').FastifyInstance} server @param {{ dist: string }} options */
export default async function shellRoutes(server, { dist }) {
  const config = remotesConfig();
  const remotes = Object.fromEntries(Object.entries(config).filter(([name]) => name !== 'api'));
  const remotePages = remotePagesReader(remotes);
  const shopCard = shopCardReader(config.api);
  // Asked for now, so the first page has them.
  void remotePages.read();
  void shopCard.read();
  const page = shellPage({ remotes: config, remotePages, shopCard });
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
    const wantsPage = ['GET', 'HEAD'].includes(req.method) && !path.extname(req.url.split('?')[0]);
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not Found');
    return sendPage(req, reply);
  });
}
