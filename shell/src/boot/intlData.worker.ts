// A worker the shell's boot script starts (./index.ts, on a remote's page) to load Intl's data on
// a thread of its own.
// The first Intl formatter of any kind costs 40–70 ms of this host's CPU (four times that on a slow
// phone) in one piece, and the data it loads is the renderer process's, not the thread's: made
// here while the page's files download, the page's own formatters then take under 3 ms
// (docs/PERFORMANCE.md).
import { DEFAULT_SHOP_CURRENCY, DEFAULT_SHOP_TIME_ZONE } from 'shared-domain';

addEventListener('message', (event: MessageEvent<string>) => {
  const language = event.data;
  new Intl.DateTimeFormat(language, { timeZone: DEFAULT_SHOP_TIME_ZONE, hour: 'numeric' }).format(
    0,
  );
  new Intl.NumberFormat(language, { style: 'currency', currency: DEFAULT_SHOP_CURRENCY }).format(0);
  close();
});
