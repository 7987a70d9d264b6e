// The catalog's early-calls script (early-calls.js, built from this entry): the shell's page
// loads it beside the files of a catalog page being entered, and it asks for that page's first
// list (./earlyCalls.ts) and, once the list is in, for the picture the page paints first.
import { assetUrl, preload, startPageCalls } from 'shared-auth/boot';
import { upTo } from 'shared-ui/breakpoints';
import type { ListResponse, Motorcycle } from 'shared-domain';
import { earlyCalls, firstPicture } from './earlyCalls';

async function start(): Promise<void> {
  const started = startPageCalls('catalog', earlyCalls);
  const [list] = started?.responses ?? [];
  if (!started || !list) return;
  const body = (await (await list).clone().json()) as ListResponse<Motorcycle>;
  const phone = window.matchMedia(upTo('medium')).matches;
  const motorcycle = firstPicture(started.start.page, started.location, body.data, phone);
  if (motorcycle?.imageLink) {
    preload(assetUrl(motorcycle.imageLink, started.start.api), 'image', 'high');
  }
}

// Any failure only loses the head start: the page asks for itself.
start().catch(() => undefined);
