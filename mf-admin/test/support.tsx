export {
  ADMIN as admin,
  deferred,
  jsonResponse as json,
  mockApi,
  motorcycle,
  renderWithProviders,
  TEST_API_URL as API,
} from 'shared-auth/testing';
export type { ApiAnswer, ApiCall } from 'shared-auth/testing';
