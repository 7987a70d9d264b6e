// What the shell page's first script does (./index.ts, inline in index.html), while the page is
// parsed, before main.js has arrived. For a signed-in visitor entering a remote's page
// it starts everything that page needs at once, instead of one after another as each file names
// the next (docs/PERFORMANCE.md, "What the page does before its code arrives"):
// - the shell's federation runtime and api client, the remote's entry and the page's own files
//   (preloads; the runtime's own requests later take these responses);
// - the page's first list from the api, with the stored session's token (shared-auth/boot), and
//   the picture the page paints first once the list names it.
// Nothing for a signed-out visitor (the login page stays one script) and nothing of an
// administrator's page for anyone else, nor for a remote the shell's server could not read.
import { assetUrl, loadSession, MOTORCYCLES_PATH, startEarlyCall } from 'shared-auth/boot';
import type { ListResponse, Motorcycle } from 'shared-domain';
import { remoteRouteFor, routeParams, type RemoteRouteSpec } from '../app/remoteRoutes';
import type { RemoteName } from '../remotes/registry';
import { readBootData } from './bootData';
import { preconnect, preload } from './pageHints';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The picture `route` paints first, asked for as soon as the list names it. */
async function preloadPicture(route: RemoteRouteSpec, list: Promise<Response>, api: string) {
  const id = Number(routeParams(route, window.location.pathname).id);
  const body = (await (await list).clone().json()) as ListResponse<Motorcycle>;
  const motorcycle =
    route.paintsPicture === 'first' ? body.data[0] : body.data.find((item) => item.id === id);
  if (motorcycle?.imageLink) preload(assetUrl(motorcycle.imageLink, api), 'image', 'high');
}

export function boot(): void {
  const { remotes, exposes, shellChunks = [] } = readBootData();
  if (!remotes) return;
  const session = loadSession(window.localStorage);
  const route = remoteRouteFor(window.location.pathname, session?.currentUser);
  if (!session?.token || !route) return;
  const [remote, expose] = route.page.split('/') as [RemoteName, string];
  // Unknown when its server did not answer: the runtime will find out, and show Retry.
  const files = exposes?.[remote]?.[expose];
  if (!files) return;

  const api = withoutTrailingSlash(remotes.api);
  if (route.readsMotorcycles) {
    const list = startEarlyCall(api + MOTORCYCLES_PATH, session.token);
    if (route.paintsPicture) preloadPicture(route, list, api).catch(() => undefined);
  } else {
    preconnect(new URL(api).origin);
  }

  for (const chunk of shellChunks) preload(chunk, 'script');
  const base = withoutTrailingSlash(remotes[remote]);
  preload(`${base}/remoteEntry.js`, 'script');
  for (const file of files.js) preload(`${base}/${file}`, 'script');
  for (const file of files.css) preload(`${base}/${file}`, 'style');
}
