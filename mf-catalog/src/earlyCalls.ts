import {
  assetUrl,
  MOTORCYCLES_REQUEST,
  preload,
  PUBLIC_CONFIG_REQUEST,
  SHOP_REQUEST,
  type EarlyCalls,
  type PageLocation,
} from 'shared-auth/boot';
import { DEFAULT_SHOP_TIME_ZONE, type ListResponse, type Motorcycle } from 'shared-domain';
import { upTo } from 'shared-ui/breakpoints';
import { freeMotorcyclesRequest } from './api/freeMotorcyclesRequest';
import { rememberedStart } from './carousel/carouselPosition';
import { carouselCapacity, carouselWindow } from './carousel/carouselWindow';
import { searchableWindow } from './lib/timeWindow';

/**
 * The window of the address the page will ask the api about, decided as the page does before the
 * api has told the shop's time zone (which the page asks for first, beside its list): in the
 * api's default zone.
 */
const windowAtFirst = (search: string) =>
  searchableWindow(search, new Date(), DEFAULT_SHOP_TIME_ZONE);

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
 * page"): the carousel reads the shared motorcycle list, or with a window in its address
 * (`?from=…&to=…`) the motorcycles free then; the details read the list, and with a window the
 * free ones too (their price for it). The remote's early-calls.js asks for them while the page's
 * code downloads, and then for the picture the page paints first. Both read the shop's settings
 * too: the prices are written in its currency, the window read on its clock; the carousel's form
 * takes the shop's date from its profile.
 */
export const earlyCalls: EarlyCalls = {
  remote: 'catalog',
  pages: {
    CarouselPage: ({ search }) => {
      const asked = windowAtFirst(search);
      return [
        asked ? freeMotorcyclesRequest(asked) : MOTORCYCLES_REQUEST,
        PUBLIC_CONFIG_REQUEST,
        SHOP_REQUEST,
      ];
    },
    DetailPage: ({ search }) => {
      const asked = windowAtFirst(search);
      return [
        MOTORCYCLES_REQUEST,
        PUBLIC_CONFIG_REQUEST,
        ...(asked ? [freeMotorcyclesRequest(asked)] : []),
      ];
    },
  },
  // The first answer is a list of motorcycles either way: the free ones have the same fields.
  async then({ page, location, api, responses: [list] }) {
    if (!list) return;
    const body = (await (await list).clone().json()) as ListResponse<Motorcycle>;
    const phone = window.matchMedia(upTo('medium')).matches;
    const motorcycle = firstPicture(page, location, body.data, phone);
    if (motorcycle?.imageLink) preload(assetUrl(motorcycle.imageLink, api), 'image', 'high');
  },
};
