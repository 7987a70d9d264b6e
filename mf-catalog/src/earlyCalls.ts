import {
  assetUrl,
  MOTORCYCLES_REQUEST,
  preload,
  PUBLIC_CONFIG_REQUEST,
  type EarlyCalls,
  type PageLocation,
} from 'shared-auth/boot';
import type { ListResponse, Motorcycle } from 'shared-domain';
import { upTo } from 'shared-ui/breakpoints';
import { rememberedStart } from './carousel/carouselPosition';
import { carouselCapacity, carouselWindow } from './carousel/carouselWindow';

/**
 * The motorcycle whose picture `page` paints first, the largest thing on it: the carousel's
 * first card where the window starts (on this screen, where the tab left it), or the one the
 * details are of.
 */
export function firstPicture(
  page: string,
  { params }: PageLocation,
  list: Motorcycle[],
  phone: boolean,
): Motorcycle | undefined {
  if (page === 'CarouselPage') {
    return list[carouselWindow(list.length, carouselCapacity(phone), rememberedStart()).start];
  }
  if (page === 'DetailPage') return list.find(({ id }) => String(id) === params.id);
  return undefined;
}

/**
 * What each page asks the api for first when it is entered (docs/ARCHITECTURE.md, "Entering a
 * page"): both read the shared motorcycle list, which the remote's early-calls.js asks for while
 * the page's code downloads, and then for the picture the page paints first.
 */
export const earlyCalls: EarlyCalls = {
  remote: 'catalog',
  pages: {
    CarouselPage: () => [MOTORCYCLES_REQUEST],
    // The shop's settings too: the prices are written in its currency.
    DetailPage: () => [MOTORCYCLES_REQUEST, PUBLIC_CONFIG_REQUEST],
  },
  async then({ route, location, api, responses: [list] }) {
    if (!list) return;
    const body = (await (await list).clone().json()) as ListResponse<Motorcycle>;
    const phone = window.matchMedia(upTo('medium')).matches;
    const page = route.page.slice(route.remote.length + 1);
    const motorcycle = firstPicture(page, location, body.data, phone);
    if (motorcycle?.imageLink) preload(assetUrl(motorcycle.imageLink, api), 'image', 'high');
  },
};
