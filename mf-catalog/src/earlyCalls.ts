import { MOTORCYCLES_REQUEST, type PageCalls, type PageLocation } from 'shared-auth/boot';
import type { Motorcycle } from 'shared-domain';
import { rememberedStart } from './carousel/carouselPosition';
import { carouselCapacity, carouselWindow } from './carousel/carouselWindow';

/**
 * What each page asks the api for first when it is entered (docs/ARCHITECTURE.md, "Entering a
 * page"): both read the shared motorcycle list. ./startEarlyCalls.ts asks for it while the page's
 * code downloads.
 */
export const earlyCalls: PageCalls = {
  CarouselPage: () => [MOTORCYCLES_REQUEST],
  DetailPage: () => [MOTORCYCLES_REQUEST],
};

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
