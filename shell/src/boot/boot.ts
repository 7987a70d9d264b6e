// What the shell page's first script does (./index.ts, inline in index.html), while the page is
// parsed, before main.js has arrived. For a signed-in visitor entering a remote's page it starts
// everything that page needs at once, instead of one after another as each file names the next
// (docs/ARCHITECTURE.md, "Entering a page"):
// - the shell's federation runtime and api client, the remote's entry and the page's own files
//   (preloads; the runtime's own requests later take these responses);
// - the remote's early-calls script, which finds the same page at the address and asks the api
//   for what it asks first (shared-auth/boot);
// - what the shell asks the api for on every page: the account (its language) and the shop (the
//   footer), which its code would otherwise ask for only once it runs.
// - in a language other than English, the shell's and the page's catalogues of it, which their
//   code would otherwise ask for only once it runs.
// Nothing else for a signed-out visitor (the login page stays one script, two in another
// language), nothing of an administrator's page for anyone else, nor for a remote the shell's
// server could not read.
import {
  ACCOUNT_REQUEST,
  enteredPage,
  loadScript,
  preconnect,
  preload,
  readBootData,
  SHOP_REQUEST,
  startCalls,
} from 'shared-auth/boot';
import { firstLanguage } from 'shared-ui/languages';

/** Starts what the page at the address needs; true when that is a remote's page. */
export function boot(): boolean {
  const bootData = readBootData();
  const { remotes, exposes, shellChunks = [], shellLocales = {} } = bootData;
  const language = firstLanguage();
  for (const file of shellLocales[language] ?? []) preload(file, 'script');
  const entered = enteredPage(bootData);
  const base = entered && remotes?.[entered.route.remote];
  // Unknown when its server did not answer: the runtime will find out, and show Retry.
  const files = entered && exposes?.[entered.route.remote]?.[entered.page];
  if (!entered || !base || !files) return false;

  const remote = base.replace(/\/+$/, '');
  preconnect(new URL(entered.api).origin);
  loadScript(`${remote}/early-calls.js`);
  startCalls(entered, [ACCOUNT_REQUEST, SHOP_REQUEST]);
  for (const chunk of shellChunks) preload(chunk, 'script');
  preload(`${remote}/remoteEntry.js`, 'script');
  for (const file of files.js) preload(`${remote}/${file}`, 'script');
  for (const file of files.css) preload(`${remote}/${file}`, 'style');
  for (const file of files.locales?.[language] ?? []) preload(`${remote}/${file}`, 'script');
  return true;
}
