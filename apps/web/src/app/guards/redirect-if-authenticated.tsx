import { Navigate, Outlet, useLocation } from 'react-router';
import { isAuthenticated } from '../session/session-store';
import { AFTER_SIGN_IN_PATH } from '../session/sign-in';

/** Signpost and Sign in: a signed-in user is sent on to Trips (spec §2). Evaluated per navigation, see RequireAuth. */
export function RedirectIfAuthenticated() {
  useLocation();
  return isAuthenticated() ? <Navigate to={AFTER_SIGN_IN_PATH} replace /> : <Outlet />;
}
