import { expectEarlyCallsOf, motorcycles } from './support';
import { renderCatalog } from './support/pages';
import { earlyCalls, firstPicture } from '../src/earlyCalls';

// What the shell's page asks for while a catalog page's code downloads (src/earlyCalls.ts): the
// requests the page makes first, and the picture it paints first.

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it.each([
  ['CarouselPage', '/motorcycles', {}],
  ['DetailPage', '/motorcycle/3', { id: '3' }],
])('%s entered cold at %s asks first for its early calls', async (page, route, params) => {
  await expectEarlyCallsOf(earlyCalls, page, { params, search: '' }, () => renderCatalog(route));
});

describe('the picture a page paints first', () => {
  const list = motorcycles(5);
  const at = (params: Record<string, string> = {}) => ({ params, search: '' });

  it("is the details' own motorcycle's", () => {
    expect(firstPicture('DetailPage', at({ id: '4' }), list, false)?.id).toBe(4);
    expect(firstPicture('DetailPage', at({ id: '9' }), list, false)).toBeUndefined();
  });

  it("is the carousel's first card's, where the tab left the carousel, on this screen", () => {
    expect(firstPicture('CarouselPage', at(), list, false)?.id).toBe(1);
    // The window starts where Next left it (sessionStorage), but still ends at the last card.
    sessionStorage.setItem('mf-catalog:carousel-start', '4');
    expect(firstPicture('CarouselPage', at(), list, true)?.id).toBe(5);
    expect(firstPicture('CarouselPage', at(), list, false)?.id).toBe(3);
  });
});
