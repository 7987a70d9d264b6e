import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { followOtherTabs } from './session/otherTabs';
import { saveSession } from './session/persist';
import { sessionSlice } from './session/sessionSlice';

/**
 * Slices injected after the store is made: shared-auth/api's cache (`api`) and the remotes' own
 * slices, each declared here by module augmentation, keeping RootState exact.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * Middleware added when its module loads: shared-auth/api adds RTK Query's, so the login page
 * runs without it (docs/decisions/0003-rtk-query-off-the-login-page.md). One instance for every
 * store of the page (tests make several); each store gets its own copy of what is added.
 */
export const dynamicMiddleware = createDynamicMiddleware();

export function createStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  let saved = store.getState().session;
  store.subscribe(() => {
    const { session } = store.getState();
    if (session.currentUser === saved.currentUser && session.token === saved.token) return;
    saved = session;
    const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
    saveSession(storage, { currentUser: session.currentUser, token: session.token });
  });
  return store;
}

/** The one store of the page: shared-auth is a federation singleton, so every remote gets this. */
export const store = createStore();
if (typeof window !== 'undefined') followOtherTabs(store, window);

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
