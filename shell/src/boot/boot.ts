// What the shell page's first script does (./index.ts, inline in index.html), while the page is
// parsed, before main.js has arrived. For a signed-in visitor entering a remote's page it starts
// everything that page needs at once, instead of one after another as each file names the next
// (docs/ARCHITECTURE.md, "Entering a page"):
// - the shell's federation runtime and api client, the remote's entry and the page's own files
//   (preloads; the runtime's own requests later take these responses);
// - the remote's early-calls script, told which page is entered (shared-auth/boot), which asks
//   the api for what that page asks first.
// Nothing for a signed-out visitor (the login page stays one script), nothing of an
// administrator's page for anyone else, nor for a remote the shell's server could not read.
import { announcePage, loadScript, loadSession, preconnect, preload } from 'shared-auth/boot';
import { remoteRouteFor, routeParams } from '../app/remoteRoutes';
import type { RemoteName } from '../remotes/registry';
import { readBootData } from './bootData';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function boot(): void {
  const { remotes, exposes, shellChunks = [] } = readBootData();
  if (!remotes) return;
  const { pathname } = window.location;
  const session = loadSession(window.localStorage);
  const route = remoteRouteFor(pathname, session?.currentUser);
  if (!session?.token || !route) return;
  const [remote, page] = route.page.split('/') as [RemoteName, string];
  // Unknown when its server did not answer: the runtime will find out, and show Retry.
  const files = exposes?.[remote]?.[page];
  if (!files) return;

  const api = withoutTrailingSlash(remotes.api);
  const base = withoutTrailingSlash(remotes[remote]);
  announcePage({ remote, page, params: routeParams(route, pathname), api, token: session.token });
  preconnect(new URL(api).origin);
  loadScript(`${base}/early-calls.js`);
  for (const chunk of shellChunks) preload(chunk, 'script');
  preload(`${base}/remoteEntry.js`, 'script');
  for (const file of files.js) preload(`${base}/${file}`, 'script');
  for (const file of files.css) preload(`${base}/${file}`, 'style');
}
