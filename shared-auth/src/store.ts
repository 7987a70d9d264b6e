import {
  applyMiddleware,
  combineReducers,
  legacy_createStore,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from 'redux';
import { thunk, type ThunkDispatch } from 'redux-thunk';
import { followOtherTabs } from './session/otherTabs';
import { saveSession } from './session/persist';
import { sessionReducer } from './session/sessionSlice';
import type { SessionState } from './session/types';

/**
 * Slices added after the store is made: shared-auth/api's cache (`api`), each declared here by
 * module augmentation, keeping RootState exact.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export type RootState = { session: SessionState } & Partial<LazyLoadedSlices>;

/**
 * The store is plain Redux, so the login page carries neither Redux Toolkit nor immer: they come
 * with shared-auth/api, which adds its slices and middleware here when it loads
 * (docs/decisions/0023-login-page-without-redux-toolkit.md).
 */
const laterSlices: Record<string, Reducer> = {};
const laterMiddleware: Middleware[] = [];
const stores: Array<{ replaceReducer(reducer: Reducer<RootState>): void }> = [];

const rootReducer = (): Reducer<RootState> =>
  combineReducers({ session: sessionReducer, ...laterSlices }) as unknown as Reducer<RootState>;

/** Each store runs the middleware added so far, each instance made once for that store. */
const laterChain: Middleware = (api) => {
  const instances = new Map<Middleware, ReturnType<Middleware>>();
  return (next) => (action) => {
    const chain = laterMiddleware.map((middleware) => {
      if (!instances.has(middleware)) instances.set(middleware, middleware(api));
      return instances.get(middleware)!;
    });
    return chain.reduceRight((rest, link) => link(rest), next)(action);
  };
};

/** shared-auth/api's hook: its slices join every store of the page, then its middleware. */
export function addToStores(slices: Record<string, Reducer>, ...middleware: Middleware[]): void {
  Object.assign(laterSlices, slices);
  laterMiddleware.push(...middleware);
  for (const store of stores) store.replaceReducer(rootReducer());
}

export function createStore() {
  const store = legacy_createStore(
    rootReducer(),
    applyMiddleware<ThunkDispatch<RootState, unknown, UnknownAction>, RootState>(thunk, laterChain),
  );
  stores.push(store);
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
export type AppDispatch = AppStore['dispatch'];
