import { baseApi } from '../src/api';
import { startEarlyCall } from '../src/boot';
import { configureApi } from '../src/config';
import { loggedIn } from '../src/session/sessionSlice';
import { createStore } from '../src/store';
import {
  deferred,
  listOf,
  mockApi,
  motorcycles,
  RIDER,
  SHOP,
  unreachable,
  type ApiCall,
} from '../src/testing';

// The shell's boot script asks for a page's first list before the apps' code has arrived
// (shared-auth/boot); the api client takes that answer instead of asking again.

const API = 'http://api.test';
const LIST = 'GET /api/v1/motorcycles';
// The page's window keeps what its api client asked for: a session of its own for each test.
let sessionToken = '';
let tests = 0;

function signedInStore(token = sessionToken) {
  const store = createStore();
  store.dispatch(loggedIn({ success: true, message: '', user: RIDER, token }));
  return store;
}

const readList = (store: ReturnType<typeof createStore>) =>
  store.dispatch(baseApi.endpoints.getMotorcycles.initiate(undefined, { forceRefetch: true }));

beforeEach(() => {
  configureApi({ apiUrl: API });
  sessionToken = `h.p.${++tests}`;
});

describe('a list the boot script asked for early', () => {
  it('is taken by the api client when it asks, with no second request', async () => {
    const answer = deferred<Response>();
    const api = mockApi({ [LIST]: () => answer.promise });
    startEarlyCall(`${API}/api/v1/motorcycles`, sessionToken);
    const store = signedInStore();

    const reading = readList(store);
    answer.resolve(Response.json({ success: true, data: motorcycles(2) }));
    const { data } = await reading;
    expect(data?.map(({ name }) => name)).toEqual(['Vespa 1', 'Vespa 2']);
    expect(api.callsTo(LIST)).toHaveLength(1);
    expect(api.callsTo(LIST)[0]?.authorization).toBe(`Bearer ${sessionToken}`);
  });

  it('is taken once: the next read asks the api', async () => {
    const api = mockApi({ [LIST]: listOf(motorcycles(2)) });
    startEarlyCall(`${API}/api/v1/motorcycles`, sessionToken);
    const store = signedInStore();
    await readList(store);
    await readList(store);
    expect(api.callsTo(LIST)).toHaveLength(2);
  });

  it("is not taken for another session's token", async () => {
    const api = mockApi({ [LIST]: listOf(motorcycles(1)) });
    startEarlyCall(`${API}/api/v1/motorcycles`, 'someone.elses.token');
    await readList(signedInStore());
    expect(api.callsTo(LIST).map((call) => call.authorization)).toEqual([
      'Bearer someone.elses.token',
      `Bearer ${sessionToken}`,
    ]);
  });

  it('is asked for again when it failed', async () => {
    let calls = 0;
    const api = mockApi({
      [LIST]: (call) => (++calls === 1 ? unreachable(call) : listOf(motorcycles(1))(call)),
    });
    startEarlyCall(`${API}/api/v1/motorcycles`, sessionToken);
    const { data, isError } = await readList(signedInStore());
    expect(isError).toBe(false);
    expect(data).toHaveLength(1);
    expect(api.callsTo(LIST)).toHaveLength(2);
  });

  it('is not made when the api client has already asked for it itself', async () => {
    const api = mockApi({ [LIST]: listOf(motorcycles(1)) });
    await readList(signedInStore());
    expect(startEarlyCall(`${API}/api/v1/motorcycles`, sessionToken)).toBeUndefined();
    expect(api.callsTo(LIST)).toHaveLength(1);
  });
});

describe("what the api tells anyone: the shop's profile and the public settings", () => {
  // A GET with none but these headers is a simple request: no preflight before it.
  const SAFELISTED = ['accept', 'accept-language', 'content-language'];
  const preflighted = ({ request }: ApiCall) =>
    [...request.headers.keys()].filter((name) => !SAFELISTED.includes(name));
  // The window's calls outlive a test: an address of its own for each.
  const api = () => `http://anyone${tests}.test`;

  it('is asked for without the bearer or a content type, so with no preflight', async () => {
    configureApi({ apiUrl: api() });
    const calls = mockApi({});
    const store = signedInStore();
    await store.dispatch(baseApi.endpoints.getShop.initiate());
    await store.dispatch(baseApi.endpoints.getPublicConfig.initiate());
    expect(calls.calls.map(({ route }) => route)).toEqual([
      'GET /api/v1/shop',
      'GET /api/v1/config',
    ]);
    expect(calls.calls.map(preflighted)).toEqual([[], []]);
  });

  it("is asked for once when the shell's page and a remote's script both start it early", async () => {
    configureApi({ apiUrl: api() });
    const calls = mockApi({});
    const first = startEarlyCall(`${api()}/api/v1/shop`, null);
    expect(startEarlyCall(`${api()}/api/v1/shop`, null)).toBe(first);
    const { data } = await signedInStore().dispatch(baseApi.endpoints.getShop.initiate());
    expect(data?.name).toBe(SHOP.name);
    expect(calls.callsTo('GET /api/v1/shop')).toHaveLength(1);
    expect(preflighted(calls.callsTo('GET /api/v1/shop')[0] as ApiCall)).toEqual([]);
  });

  // The remote's script may arrive after the shell's code has already taken the shell's call: a
  // second call then would go unread, and stay in flight for as long as the page is open.
  it("is not made again by a remote's script that arrives after the page's code took it", async () => {
    configureApi({ apiUrl: api() });
    const calls = mockApi({});
    startEarlyCall(`${api()}/api/v1/shop`, null);
    await signedInStore().dispatch(baseApi.endpoints.getShop.initiate());
    expect(startEarlyCall(`${api()}/api/v1/shop`, null)).toBeUndefined();
    expect(calls.callsTo('GET /api/v1/shop')).toHaveLength(1);
  });
});
