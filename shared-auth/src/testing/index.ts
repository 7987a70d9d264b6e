// shared-auth/testing: the one render harness and test api of the shell and every remote (jest
// only; never imported by app code).
export { renderWithProviders, type RenderWithProvidersOptions } from './renderWithProviders';
export {
  ADMIN,
  OWNER,
  STAFF,
  motorcycle,
  motorcycles,
  PUBLIC_CONFIG,
  RIDER,
  SHOP,
  TEST_API_URL,
  TEST_TOKEN,
} from './fixtures';
export {
  deferred,
  jsonResponse,
  listOf,
  mockApi,
  unreachable,
  unexpectedApiCalls,
  type ApiAnswer,
  type ApiCall,
  type ApiHandler,
} from './mockApi';
export { captureDownloads, type SavedFile } from './downloads';
export { expectEarlyCallsOf, forgetEarlyCalls } from './firstRequests';
