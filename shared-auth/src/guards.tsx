import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from './hooks';
import { mayOpen, type Access } from './session/access';
import { selectCurrentUser, selectIsSignedIn } from './session/sessionSlice';

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

/**
 * Renders `fallback` instead of `children` for anyone who is not an administrator, or (`access`
 * 'owner') not the owner.
 */
export function RequireAdmin({
  children,
  fallback,
  access = 'admin',
}: {
  children: ReactNode;
  fallback: ReactNode;
  access?: Access;
}) {
  const user = useAppSelector(selectCurrentUser);
  return user && mayOpen(access, user) ? children : fallback;
}
