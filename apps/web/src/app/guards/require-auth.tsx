import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../ui/i18n/use-translation';
import { signOut } from '../services';
import { saveRedirectPath } from '../session/redirect-path';
import { getSession, isAuthenticated } from '../session/session-store';
import { isSigningOut } from '../session/sign-out';
import { showToast } from '../toast';

export const SIGNPOST_PATH = '/app';

/** Tokens are stored but the refresh token is past its expiry: a session that has ended, not a visitor. */
function hasExpiredSession(): boolean {
  const { accessToken, refreshToken } = getSession();
  return Boolean(accessToken || refreshToken);
}

function RedirectToSignpost({ from }: { from: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    saveRedirectPath(from);
    if (hasExpiredSession()) {
      // Spec §8: an expired session is signed out with a message, and sign-in brings the user back here.
      void signOut({ redirect: false }).then(() => showToast('info', t('common:session.expired')));
    }
    void navigate(SIGNPOST_PATH, { replace: true });
  }, [from, navigate, t]);
  return null;
}

/**
 * The signed-in area: a signed-out visitor goes to the Signpost and the path they wanted is remembered (spec §2).
 * Checked on every navigation, not on every session change: sign-in and sign-out navigate on their own, and a
 * reactive guard would race them.
 */
export function RequireAuth() {
  const location = useLocation();
  if (isAuthenticated()) return <Outlet />;
  if (isSigningOut()) return null;
  return <RedirectToSignpost from={`${location.pathname}${location.search}${location.hash}`} />;
}
