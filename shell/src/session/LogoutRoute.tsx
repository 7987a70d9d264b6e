import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { loggedOut, selectIsSignedIn, useAppDispatch, useAppSelector } from 'shared-auth';

/** /logout: clears the session and goes to /login. */
export function LogoutRoute() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  useEffect(() => {
    if (signedIn) dispatch(loggedOut());
  }, [dispatch, signedIn]);
  return signedIn ? null : <Navigate to="/login" replace />;
}
