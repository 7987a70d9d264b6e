import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { logOut, selectIsSignedIn, useAppDispatch, useAppSelector } from 'shared-auth';

/** /logout: tells the api, clears the session (whatever the api answered) and goes to /login. */
export function LogoutRoute() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  useEffect(() => {
    if (signedIn) void dispatch(logOut());
  }, [dispatch, signedIn]);
  return signedIn ? null : <Navigate to="/login" replace />;
}
