import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { baseApi } from './api/baseApi';
import { followOtherTabs } from './session/otherTabs';
import { saveSession } from './session/persist';
import { loggedOut, sessionAdopted, sessionExpired, sessionSlice } from './session/sessionSlice';
import type { SessionState } from './session/types';

/** Remotes declare the slices they inject here (module augmentation), keeping RootState exact. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  sessionSlice,
  baseApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

const sessionEnd = createListenerMiddleware<{ session: SessionState }>();
// A signed-out browser must not keep the previous rider's cached reservations or list, nor a tab
// that took over another user's session from another tab.
sessionEnd.startListening({
  matcher: isAnyOf(loggedOut, sessionExpired, sessionAdopted),
  effect: (action, api) => {
    const sameUser =
      sessionAdopted.match(action) &&
      api.getOriginalState().session.currentUser?.id === action.payload.currentUser.id;
    if (!sameUser) api.dispatch(baseApi.util.resetApiState());
  },
});

export function createStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault().prepend(sessionEnd.middleware).concat(baseApi.middleware),
  });
  let saved = store.getState().session;
  store.subscribe(() => {
    const { session } = store.getState();
    if (
      session.currentUser === saved.currentUser &&
      session.token === saved.token &&
      session.menuIcon === saved.menuIcon
    ) {
      return;
    }
    saved = session;
    const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
    saveSession(storage, {
      currentUser: session.currentUser,
      token: session.token,
      menuIcon: session.menuIcon,
    });
  });
  return store;
}

/** The one store of the page: shared-auth is a federation singleton, so every remote gets this. */
export const store = createStore();
if (typeof window !== 'undefined') followOtherTabs(store, window);

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
