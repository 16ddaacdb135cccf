import { Navigate, Outlet, useLocation } from 'react-router';
import { AFTER_SIGN_IN_PATH } from '../session/redirect-path';
import { isAuthenticated } from '../session/session-store';

/** Signpost and Sign in: a signed-in user is sent on to Trips (spec §2). Evaluated per navigation, see RequireAuth. */
export function RedirectIfAuthenticated() {
  useLocation();
  return isAuthenticated() ? <Navigate to={AFTER_SIGN_IN_PATH} replace /> : <Outlet />;
}
