import type { AppDispatch } from 'shared-auth';

/**
 * The api client (shared-auth/api, RTK Query) is not part of the login page
 * (docs/decisions/0003-rtk-query-off-the-login-page.md): it is loaded when a visitor starts
 * filling in the login form, or at once for a signed-in visitor, the one module every remote then
 * shares.
 */
export function loadApiClient() {
  // The chunk the federation runtime's copy of this import uses, with the rest of what a
  // signed-in page needs (tools/build/federation/shared.cjs, SIGNED_IN_CHUNK).
  return import(/* webpackChunkName: "signed-in" */ 'shared-auth/api');
}

/** Asks for the carousel's list with the session, while the carousel's page loads and renders. */
export function prefetchMotorcycles(dispatch: AppDispatch): void {
  void loadApiClient().then(({ baseApi }) => {
    void dispatch(baseApi.util.prefetch('getMotorcycles', undefined, {}));
  });
}
