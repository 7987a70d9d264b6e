import { baseApi } from '../src/api';
import { announcePage, requestPath, startPageCalls, type ApiRequest } from '../src/boot';
import { configureApi } from '../src/config';
import { loggedIn } from '../src/session/sessionSlice';
import { createStore } from '../src/store';
import { jsonResponse, mockApi, RIDER } from '../src/testing';

// A remote's early-calls script starts the first requests of the page being entered
// (shared-auth/boot); they must be the very URLs the page's own endpoints ask for, or the api
// client asks again.

const API = 'http://api.test';
const TOKEN = 'h.p.s';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, ApiRequest>({ query: (request) => request }),
  }),
});

beforeEach(() => {
  configureApi({ apiUrl: API });
  delete (window as { __vespaPageStart?: unknown }).__vespaPageStart;
});

describe('requestPath', () => {
  it.each<[string, ApiRequest]>([
    ['a plain path', { url: '/api/v1/motorcycles' }],
    [
      'parameters in their order',
      { url: '/api/v1/admin/fleet', params: { from: '2026-11-23', days: 7 } },
    ],
    [
      'undefined ones left out',
      { url: '/api/v1/admin/reservations', params: { status: undefined, limit: 50 } },
    ],
    [
      'characters that need escaping',
      { url: '/api/v1/reservations', params: { cursor: 'a b/c+d=' } },
    ],
    ['no parameters at all', { url: '/api/v1/admin/reservations', params: {} }],
    ['a path with a query already', { url: '/api/v1/things?x=1', params: { y: 2 } }],
  ])('writes %s as the api client does', async (_case, request) => {
    const api = mockApi({
      'GET /api/v1/:a/:b': () => jsonResponse(200, {}),
      'GET /api/v1/:a': () => jsonResponse(200, {}),
    });
    const store = createStore();
    store.dispatch(loggedIn({ success: true, message: '', user: RIDER, token: TOKEN }));
    await store.dispatch(probeApi.endpoints.probe.initiate(request));
    expect(api.calls.map((call) => call.url)).toEqual([new URL(API + requestPath(request)).href]);
  });
});

describe('startPageCalls', () => {
  const calls = {
    ReservationsPage: () => [{ url: '/api/v1/reservations', params: { limit: 20 } }],
    DetailPage: ({ params }: { params: Record<string, string> }) => [
      { url: `/api/v1/motorcycles/${params.id}/availability` },
    ],
  };

  it("starts the announced page's requests with the session's token", async () => {
    const api = mockApi({ 'GET /api/v1/reservations': () => jsonResponse(200, { data: [] }) });
    announcePage({
      remote: 'booking',
      page: 'ReservationsPage',
      params: {},
      api: API,
      token: TOKEN,
    });
    const started = startPageCalls('booking', calls);
    expect(started?.responses).toHaveLength(1);
    await started?.responses[0];
    expect(api.calls.map(({ url, authorization }) => [url, authorization])).toEqual([
      [`${API}/api/v1/reservations?limit=20`, `Bearer ${TOKEN}`],
    ]);
  });

  it("gives the page its route's parameters", async () => {
    const api = mockApi({
      'GET /api/v1/motorcycles/:id/availability': () => jsonResponse(200, {}),
    });
    announcePage({
      remote: 'catalog',
      page: 'DetailPage',
      params: { id: '7' },
      api: API,
      token: TOKEN,
    });
    await startPageCalls('catalog', calls)?.responses[0];
    expect(api.callsTo('GET /api/v1/motorcycles/7/availability')).toHaveLength(1);
  });

  it.each([
    ['another remote’s page', 'admin', 'ReservationsPage'],
    ['a page that asks for nothing first', 'booking', 'ReservePage'],
  ])('starts nothing for %s', (_case, remote, page) => {
    const api = mockApi();
    announcePage({ remote, page, params: {}, api: API, token: TOKEN });
    expect(startPageCalls('booking', calls)).toBeUndefined();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('starts nothing when no page was announced (the shell had no head start to give)', () => {
    const api = mockApi();
    expect(startPageCalls('booking', calls)).toBeUndefined();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
