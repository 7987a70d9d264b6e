// shared-auth/api: the one RTK Query client, a federation singleton of its own. The login page
// does not load it (docs/decisions/0003-rtk-query-off-the-login-page.md); importing it adds its
// cache to the page's one store, its middleware, and the listener that empties the cache when the
// session ends. Remotes add their endpoints to `baseApi`.
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import {
  addToStores,
  loggedOut,
  sessionAdopted,
  sessionExpired,
  type SessionState,
} from 'shared-auth';
import { baseApi } from './baseApi';

declare module 'shared-auth' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof baseApi.reducer>;
  }
}

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

// Redux Toolkit arrives with this module, not with the login page
// (docs/decisions/0023-login-page-without-redux-toolkit.md). Replacing the reducer puts the
// cache's initial state in the store at once, not only after the next action.
addToStores({ [baseApi.reducerPath]: baseApi.reducer }, sessionEnd.middleware, baseApi.middleware);

export {
  baseApi,
  useGetMotorcyclesQuery,
  useGetPublicConfigQuery,
  useGetShopQuery,
} from './baseApi';
export { useMoney, useShopCurrency } from './useShopCurrency';
export { useShopTimeZone } from './useShopTimeZone';
export { useRouteMotorcycle } from './useRouteMotorcycle';
export { useFileDownload, type FileRequest } from './fileDownload';
export { refusalOf } from './refusal';
export { followKeptAccountLanguage } from './keptAccountLanguage';
