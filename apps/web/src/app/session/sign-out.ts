import { graphqlFetch } from '../graphql/graphql-fetch';
import { signOutMutation } from '../graphql/sign-out.mutation';
import { deviceLanguage } from '../i18n/languages';
import { publicPath } from '../i18n/public-path';
import { rememberUnsavedLanguage } from '../i18n/unsaved-language';
import { navigateTo } from '../navigation';
import { deleteOfflineData } from '../offline/offline-db';
import { endSession } from '../reporting';
import { forgetAllSearches } from './recent-searches';
import { clearSession, getSession } from './session-store';

export interface SignOutOptions {
  /** false keeps the user where they are (e.g. when the caller navigates itself). */
  redirect?: boolean;
}

/** What sign-out needs from the data client; injected to keep this module free of the client's wiring. */
export interface SignOutDeps {
  stopClient(): void;
  clearStore(): Promise<unknown>;
}

function revokeRefreshToken(refreshToken: string): void {
  // Best effort: the tokens are dropped locally whatever the server answers, so nobody waits for this.
  graphqlFetch(signOutMutation, { refreshToken }, { keepalive: true }).catch((error: unknown) => {
    console.warn('[session] could not revoke the refresh token', error);
  });
}

let signingOut = false;

/** True while a sign-out is tidying up and navigating away; guards must not redirect in the meantime. */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Builds the sign-out routine of spec §4 around the given data client. */
export function createSignOut(deps: SignOutDeps): (options?: SignOutOptions) => Promise<void> {
  let running: Promise<void> | null = null;

  async function run(options: SignOutOptions): Promise<void> {
    signingOut = true;
    const { refreshToken } = getSession();
    if (refreshToken) revokeRefreshToken(refreshToken);
    deps.stopClient();
    try {
      await deps.clearStore();
    } catch (error) {
      console.warn('[session] could not clear the data cache', error);
    }
    clearSession();
    endSession();
    deleteOfflineData();
    forgetAllSearches();
    // A language this person chose is not the next person's to save on their account.
    rememberUnsavedLanguage(null);
    // The landing page in the app's language (`/` or `/en`).
    if (options.redirect !== false) await navigateTo(publicPath(deviceLanguage(), '/'), { replace: true });
  }

  return (options = {}) => {
    // Several failing requests may ask for sign-out at once; do it once.
    running ??= run(options).finally(() => {
      running = null;
      signingOut = false;
    });
    return running;
  };
}
