import type { baseApi } from '../src/api';
import type { AppStore } from '../src/store';

type ApiRootState = Parameters<ReturnType<typeof baseApi.endpoints.getMotorcycles.select>>[0];

/** The store's state with the api cache, which shared-auth/api injects when it loads. */
export function apiState(store: AppStore): ApiRootState {
  return store.getState() as ApiRootState;
}
