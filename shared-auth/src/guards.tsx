import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from './hooks';
import { selectIsAdmin, selectIsSignedIn } from './session/sessionSlice';

/** Where a guarded page sends a signed-out visitor, remembering what they asked for. */
export interface LoginRedirectState {
  from?: string;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}

/** Renders `fallback` instead of `children` for anyone who is not an administrator. */
export function RequireAdmin({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const admin = useAppSelector(selectIsAdmin);
  return admin ? children : fallback;
}
