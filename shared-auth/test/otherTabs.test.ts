import { baseApi } from '../src/api';
import { apiState } from './apiState';
import { configureApi } from '../src/config';
import { store as pageStore } from '../src/store';
import { followOtherTabs } from '../src/session/otherTabs';
import { SESSION_KEY } from '../src/session/persist';
import { loggedIn } from '../src/session/sessionSlice';
import { createStore } from '../src/store';

const ada = { id: 7, name: 'Ada Rider', email: 'ada@example.test', admin: false };
const bo = { id: 8, name: 'Bo Rider', email: 'bo@example.test', admin: false };

/** What the browser tells this tab when another tab of the origin changes localStorage. */
function otherTabWrites(key: string | null, newValue: string | null): void {
  window.dispatchEvent(
    new StorageEvent('storage', { key, newValue, oldValue: null, storageArea: localStorage }),
  );
}

function stored(user: typeof ada, token: string): string {
  return JSON.stringify({ currentUser: user, token });
}

let unfollow: (() => void) | undefined;

function signedInStore(user = ada, token = 'a.b.c') {
  const store = createStore();
  store.dispatch(loggedIn({ success: true, message: 'Logged in successfully', user, token }));
  unfollow = followOtherTabs(store, window);
  return store;
}

beforeEach(() => {
  localStorage.clear();
  configureApi({ apiUrl: 'http://api.test' });
});

afterEach(() => {
  unfollow?.();
  unfollow = undefined;
});

describe('following the other tabs', () => {
  it('signs out, without calling the api, when another tab removes the session', () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    const store = signedInStore();
    otherTabWrites(SESSION_KEY, null);
    expect(store.getState().session).toMatchObject({
      currentUser: null,
      token: null,
      message: 'Logout Successfully',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs out when another tab clears the whole storage', () => {
    const store = signedInStore();
    otherTabWrites(null, null);
    expect(store.getState().session.token).toBeNull();
  });

  it('signs out when the stored session becomes unusable (corrupt or no token)', () => {
    const store = signedInStore();
    otherTabWrites(SESSION_KEY, '{not json');
    expect(store.getState().session.token).toBeNull();
    unfollow?.();

    const again = signedInStore();
    otherTabWrites(SESSION_KEY, JSON.stringify({ currentUser: ada, token: null }));
    expect(again.getState().session.token).toBeNull();
  });

  it('ignores other keys, sessionStorage, and a save of the same session', () => {
    const store = signedInStore();
    otherTabWrites('something-else', null);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: SESSION_KEY,
        newValue: null,
        storageArea: sessionStorage,
      }),
    );
    otherTabWrites(
      SESSION_KEY,
      JSON.stringify({ currentUser: ada, token: 'a.b.c', menuIcon: 'xmark' }),
    );
    expect(store.getState().session).toMatchObject({ currentUser: ada, token: 'a.b.c' });
  });

  it('takes over a session another tab signed in with', () => {
    const store = createStore();
    unfollow = followOtherTabs(store, window);
    otherTabWrites(SESSION_KEY, stored(ada, 'new.to.ken'));
    expect(store.getState().session).toMatchObject({
      currentUser: ada,
      token: 'new.to.ken',
      error: false,
      message: '',
    });
  });

  it("takes over another user's session and drops the previous user's cached data", async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response(JSON.stringify({ success: true, data: [] }), { status: 200 }),
      );
    const store = signedInStore(ada, 'ada.to.ken');
    await store.dispatch(baseApi.endpoints.getMotorcycles.initiate());
    otherTabWrites(SESSION_KEY, stored(bo, 'bo.to.ken'));
    expect(store.getState().session).toMatchObject({ currentUser: bo, token: 'bo.to.ken' });
    expect(baseApi.endpoints.getMotorcycles.select()(apiState(store)).data).toBeUndefined();
  });

  it('does not take over a session whose token has expired', () => {
    const store = signedInStore();
    const payload = btoa(JSON.stringify({ sub: 7, exp: Math.floor(Date.now() / 1000) - 60 }));
    otherTabWrites(SESSION_KEY, stored(ada, `h.${payload}.s`));
    expect(store.getState().session.token).toBeNull();
  });

  it('stops following once unsubscribed', () => {
    const store = signedInStore();
    unfollow?.();
    otherTabWrites(SESSION_KEY, null);
    expect(store.getState().session.token).toBe('a.b.c');
  });

  it("is on for the page's one store", () => {
    pageStore.dispatch(
      loggedIn({ success: true, message: 'Logged in successfully', user: ada, token: 'a.b.c' }),
    );
    otherTabWrites(SESSION_KEY, null);
    expect(pageStore.getState().session).toMatchObject({
      token: null,
      message: 'Logout Successfully',
    });
  });
});
