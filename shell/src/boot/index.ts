// The shell page's first script: the `boot` entry, built into index.html inline
// (shell/server/boot-page.cjs). See ./boot.ts.
import { firstLanguage } from 'shared-ui/languages';
import { boot } from './boot';

try {
  // A remote's page formats prices and times at once: Intl's data is loaded on a thread of its
  // own meanwhile (./intlData.worker.ts).
  if (boot()) {
    new Worker(
      /* webpackChunkName: "intl-data" */ new URL('./intlData.worker.ts', import.meta.url),
    ).postMessage(firstLanguage());
  }
} catch {
  // Only the head start is lost: the app starts all the same, a little later.
}
