// shared-auth: the one session module every app of the page shares (a federation singleton), and
// the UI kit that comes with it. Importing it brings the design tokens and the kit's styles, so
// a remote run on its own looks like the product. The RTK Query client is its own entry,
// shared-auth/api, which the login page does not load. Development and test helpers live in
// their own entries, shared-auth/dev and shared-auth/testing, which production code never imports.
import './styles/tokens.css';
import './styles/base.css';
import './styles/buttons.css';
import './styles/forms.css';

export { configureApi, getApiUrl, resolveAssetUrl } from './config';
export { CONNECTION_ISSUES, errorMessage, type ApiError, type CallFailure } from './api/errors';
export { describeRequest, isVisibleMessage } from './api/requestStatus';
export { fetchJson, type CallResult } from './api/fetchJson';
export {
  fetchPublicConfig,
  login,
  LOGOUT_TIMEOUT_MS,
  signup,
  type AdminSignup,
  type PublicConfig,
} from './session/authCalls';
export { useLogin, usePublicConfig, useSignup } from './session/authHooks';
export { logOut } from './session/logout';
export { followOtherTabs } from './session/otherTabs';
export { SESSION_KEY } from './session/persist';
export * from './session/sessionSlice';
export type { MenuIcon, RequestStatus, SessionState } from './session/types';
export { store, rootReducer, createStore, dynamicMiddleware } from './store';
export type { AppDispatch, AppStore, LazyLoadedSlices, RootState } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
export { RequireAdmin, RequireAuth, type LoginRedirectState } from './guards';

// The UI kit.
export { BREAKPOINTS, upTo, type Breakpoint } from './ui/breakpoints';
export { useMediaQuery } from './ui/useMediaQuery';
export { ConfirmDialog } from './ui/ConfirmDialog';
export { MessageBox } from './ui/MessageBox';
export { RequestOutcome } from './ui/RequestOutcome';
export { LiveRegion, LIVE_REGION_DELAY_MS } from './ui/LiveRegion';
export { Field, type FieldControlProps, type FieldProps } from './ui/Field';
export { TextField } from './ui/TextField';
export { LoadingState } from './ui/LoadingState';
export { ErrorState } from './ui/ErrorState';
export { EmptyState } from './ui/EmptyState';
export { ShowMore } from './ui/ShowMore';
export { LIST_LOAD_ERROR, LOADING_MOTORCYCLES, NO_MOTORCYCLES, NO_RESERVES } from './ui/stateTexts';
export { FallbackImage, MOTORCYCLE_PICTURE } from './ui/FallbackImage';
export { StandaloneFrame } from './ui/StandaloneFrame';
