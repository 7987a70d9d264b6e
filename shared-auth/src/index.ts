// shared-auth: the one session module every app of the page shares (a federation singleton): the
// store and the session, the sign-in calls, the guards and the call helpers. The RTK Query client
// is its own entry, shared-auth/api, which the login page does not load. The boot helpers, the
// development harness and the test helpers live in their own entries (shared-auth/boot,
// shared-auth/dev, shared-auth/testing), which production app code never imports. The UI kit and
// the design tokens are shared-ui's.
export { configureApi, getApiUrl, resolveAssetUrl } from './config';
export { CONNECTION_ISSUES, errorMessage, type ApiError, type CallFailure } from './calls/errors';
export { describeRequest } from './calls/describeRequest';
export { fetchJson, type CallResult } from './calls/fetchJson';
export {
  fetchPublicConfig,
  authCall,
  login,
  LOGOUT_TIMEOUT_MS,
  signedIn,
  signup,
  type AdminSignup,
  type PublicConfig,
} from './session/authCalls';
export { useLogin, usePublicConfig, useSignup } from './session/authHooks';
export { chooseLocale, followAccountLanguage } from './session/locale';
export { logOut } from './session/logout';
export { followOtherTabs } from './session/otherTabs';
export { SESSION_KEY } from './session/persist';
export * from './session/sessionSlice';
export type { SessionState } from './session/types';
export { store, createStore, addToStores } from './store';
export type { AppDispatch, AppStore, LazyLoadedSlices, RootState } from './store';
export { StoreContext, useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { RequireAdmin, RequireAuth, type LoginRedirectState } from './guards';
export { mayOpen, type Access } from './session/access';
