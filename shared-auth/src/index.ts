// shared-auth: the one session module every app of the page shares (a federation singleton).
export { configureApi, getApiUrl, resolveAssetUrl } from './config';
export { baseApi, useGetMotorcyclesQuery } from './api/baseApi';
export { CONNECTION_ISSUES, errorMessage, errorStatus, type CallFailure } from './api/errors';
export { describeRequest, isVisibleMessage } from './api/requestStatus';
export {
  authApi,
  LOGOUT_TIMEOUT_MS,
  useGetPublicConfigQuery,
  useLoginMutation,
  useLogoutMutation,
  useSignupMutation,
  type AdminSignup,
  type PublicConfig,
} from './session/authEndpoints';
export { logOut } from './session/logout';
export { followOtherTabs } from './session/otherTabs';
export { SESSION_KEY } from './session/persist';
export * from './session/sessionSlice';
export type { MenuIcon, RequestStatus, SessionState } from './session/types';
export { store, rootReducer, createStore } from './store';
export type { AppDispatch, AppStore, LazyLoadedSlices, RootState } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
export { RequireAdmin, RequireAuth, type LoginRedirectState } from './guards';
export { ConfirmDialog } from './ui/ConfirmDialog';
export { MessageBox } from './ui/MessageBox';
export { renderStandalone } from './ui/StandaloneApp';
