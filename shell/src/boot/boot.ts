// What the shell page's first script does (./index.ts, inline in index.html), while the page is
// parsed, before main.js has arrived. For a signed-in visitor entering a remote's page it starts
// everything that page needs at once, instead of one after another as each file names the next
// (docs/ARCHITECTURE.md, "Entering a page"):
// - the shell's federation runtime and api client, the remote's entry and the page's own files
//   (preloads; the runtime's own requests later take these responses);
// - the remote's early-calls script, which finds the same page at the address and asks the api
//   for what it asks first (shared-auth/boot).
// - in a language other than English, the shell's and the page's catalogues of it, which their
//   code would otherwise ask for only once it runs.
// Nothing else for a signed-out visitor (the login page stays one script, two in another
// language), nothing of an administrator's page for anyone else, nor for a remote the shell's
// server could not read.
import {
  loadScript,
  loadSession,
  preconnect,
  preload,
  readBootData,
  remoteRouteFor,
} from 'shared-auth/boot';
import { firstLanguage } from 'shared-ui/languages';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function boot(): void {
  const { remotes, exposes, shellChunks = [], shellLocales = {} } = readBootData();
  const language = firstLanguage();
  for (const file of shellLocales[language] ?? []) preload(file, 'script');
  if (!remotes?.api) return;
  const session = loadSession(window.localStorage);
  const route = remoteRouteFor(window.location.pathname, session?.currentUser);
  const base = route && remotes[route.remote];
  if (!session?.token || !route || !base) return;
  // Unknown when its server did not answer: the runtime will find out, and show Retry.
  const files = exposes?.[route.remote]?.[route.page.slice(route.remote.length + 1)];
  if (!files) return;

  const remote = withoutTrailingSlash(base);
  preconnect(new URL(remotes.api).origin);
  loadScript(`${remote}/early-calls.js`);
  for (const chunk of shellChunks) preload(chunk, 'script');
  preload(`${remote}/remoteEntry.js`, 'script');
  for (const file of files.js) preload(`${remote}/${file}`, 'script');
  for (const file of files.css) preload(`${remote}/${file}`, 'style');
  for (const file of files.locales?.[language] ?? []) preload(`${remote}/${file}`, 'script');
}
