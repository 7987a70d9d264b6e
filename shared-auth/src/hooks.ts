import { createContext, useContext, useSyncExternalStore } from 'react';
import { store, type AppDispatch, type AppStore, type RootState } from './store';

/**
 * The store the session hooks read: the page's one store, or a test's (shared-auth/testing). Read
 * with React's own useSyncExternalStore, so the login page runs without react-redux, which comes
 * with the remotes' pages (docs/decisions/0023-login-page-without-redux-toolkit.md).
 */
export const StoreContext = createContext<AppStore>(store);

export const useAppStore = (): AppStore => useContext(StoreContext);

export function useAppSelector<Selected>(selector: (state: RootState) => Selected): Selected {
  const current = useAppStore();
  return useSyncExternalStore(current.subscribe, () => selector(current.getState()));
}

export const useAppDispatch = (): AppDispatch => useAppStore().dispatch;
