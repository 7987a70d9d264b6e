import { MOTORCYCLES_REQUEST } from 'shared-auth/boot';
import { expectEarlyCallsOf, motorcycles } from './support';
import { setClock } from './support/clock';
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

describe('with a window in the address', () => {
  // The shop's clock: 1 December 2026, 10:00 in Rome.
  beforeEach(() => setClock('2026-12-01T09:00:00Z'));
  afterEach(() => jest.useRealTimers());
  const WINDOW = '?from=2026-12-05T10:00&to=2026-12-05T13:00';
  const GONE = '?from=2026-11-20T10:00&to=2026-11-20T12:00';

  it.each([
    ['CarouselPage', '/motorcycles', WINDOW, {}],
    ['DetailPage', '/motorcycle/3', WINDOW, { id: '3' }],
    // A window gone by is never asked about: the page shows the whole list.
    ['CarouselPage', '/motorcycles', GONE, {}],
  ])(
    '%s entered cold at %s%s asks first for its early calls',
    async (page, path, search, params) => {
      await expectEarlyCallsOf(earlyCalls, page, { params, search }, () =>
        renderCatalog(`${path}${search}`),
      );
    },
  );

  it('asks the carousel for the free Vespas instead of the whole list', () => {
    const [first] = earlyCalls.pages.CarouselPage!({ params: {}, search: WINDOW });
    expect(first).toEqual({
      url: '/api/v1/motorcycles',
      params: { from: '2026-12-05T10:00', to: '2026-12-05T13:00' },
    });
    expect(earlyCalls.pages.CarouselPage!({ params: {}, search: GONE })[0]).toBe(
      MOTORCYCLES_REQUEST,
    );
  });
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
