import { baseApi } from '../src/api';
import type { User } from 'shared-domain';
import {
  BOOT_DATA_ID,
  requestPath,
  startPageCalls,
  type ApiRequest,
  type EarlyCalls,
} from '../src/boot';
import { configureApi } from '../src/config';
import { loggedIn } from '../src/session/sessionSlice';
import { createStore } from '../src/store';
import { SESSION_KEY } from '../src/session/persist';
import { jsonResponse, mockApi, RIDER } from '../src/testing';

// A remote's early-calls script starts the first requests of the page at the address
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
  const calls: EarlyCalls = {
    remote: 'booking',
    pages: {
      ReservationsPage: () => [{ url: '/api/v1/reservations', params: { limit: 20 } }],
    },
  };
  const catalogCalls: EarlyCalls = {
    remote: 'catalog',
    pages: {
      DetailPage: ({ params, search }) => [
        { url: `/api/v1/motorcycles/${params.id}/availability${search}` },
      ],
    },
  };

  /** The shell's page at `address`, with `user` signed in and the api its server names. */
  function pageAt(address: string, user: User | null, api = `${API}/`) {
    document.head.innerHTML = '';
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = BOOT_DATA_ID;
    block.textContent = JSON.stringify({ remotes: { api } });
    document.head.append(block);
    localStorage.clear();
    if (user) {
      localStorage.setItem(SESSION_KEY, JSON.stringify({ currentUser: user, token: TOKEN }));
    }
    window.history.replaceState(null, '', address);
  }

  it("starts the requests of the page at the address with the session's token", async () => {
    const api = mockApi({ 'GET /api/v1/reservations': () => jsonResponse(200, { data: [] }) });
    pageAt('/reservations', RIDER);
    const started = startPageCalls(calls);
    expect(started?.route.page).toBe('booking/ReservationsPage');
    expect(started?.responses).toHaveLength(1);
    await started?.responses[0];
    expect(api.calls.map(({ url, authorization }) => [url, authorization])).toEqual([
      [`${API}/api/v1/reservations?limit=20`, `Bearer ${TOKEN}`],
    ]);
  });

  it("gives the page its route's parameters and the address's query", async () => {
    const api = mockApi({
      'GET /api/v1/motorcycles/:id/availability': () => jsonResponse(200, {}),
    });
    pageAt('/motorcycle/7?from=2030-01-01', RIDER);
    await startPageCalls(catalogCalls)?.responses[0];
    expect(api.calls.map(({ url }) => url)).toEqual([
      `${API}/api/v1/motorcycles/7/availability?from=2030-01-01`,
    ]);
  });

  it("starts nothing for another remote's page of the same name", () => {
    const fetched = mockApi();
    pageAt('/reservations', RIDER);
    expect(startPageCalls({ ...calls, remote: 'admin' })).toBeUndefined();
    expect(fetched.fetch).not.toHaveBeenCalled();
  });

  it.each<[string, string, User | null, string]>([
    ['another remote’s page', '/motorcycle/7', RIDER, API],
    ['a page that asks for nothing first', '/reserve/new', RIDER, API],
    ['an address no remote serves', '/signup', RIDER, API],
    ['a signed-out visitor', '/reservations', null, API],
    ["an administrator's page for a rider", '/admin/reservations', RIDER, API],
    ['a page without boot data (the development server)', '/reservations', RIDER, ''],
  ])('starts nothing for %s', (_case, address, user, api) => {
    const fetched = mockApi();
    pageAt(address, user, api);
    expect(startPageCalls(calls)).toBeUndefined();
    expect(fetched.fetch).not.toHaveBeenCalled();
  });
});
