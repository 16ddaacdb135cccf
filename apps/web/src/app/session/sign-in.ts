import { signedInAccountQuery } from '../graphql/signed-in-account.query';
import { applyLanguage } from '../i18n/apply-language';
import { i18n } from '../i18n/i18n';
import { storeLanguage, toLanguageCode } from '../i18n/languages';
import { rememberUnsavedLanguage } from '../i18n/unsaved-language';
import { navigateTo } from '../navigation';
import { startSession } from '../reporting';
import { apolloClient, cachePersistence } from '../services';
import { AFTER_SIGN_IN_PATH, takeRedirectPath } from './redirect-path';
import { storeTokens } from './session-store';

const ONBOARDING_PATH = '/app/onboarding';

/** The account's language and whether onboarding is ahead of it; null when the question fails (the user is let on). */
async function signedInAccount() {
  try {
    const { data } = await apolloClient.query({ query: signedInAccountQuery, fetchPolicy: 'network-only' });
    return data?.me ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores the tokens, starts a reporting session and goes on (spec §4): in the account's language, which the app
 * switches to first, so the first signed-in screen is never shown in another (issue 50); to onboarding while the user
 * has not finished it (DESIGN.md: after sign-up and on every sign-in until then), otherwise to the remembered path or
 * Trips.
 */
export async function completeSignIn(tokens: { accessToken: string; refreshToken: string }): Promise<void> {
  const user = storeTokens(tokens);
  // A language chosen before this sign-in, on this device, is not this account's to keep.
  rememberUnsavedLanguage(null);
  const account = await signedInAccount();
  const language = account?.language;
  if (language) {
    // Switched before the visitor's cache is kept for the person: applyLanguage saves nothing while that is paused.
    if (language !== toLanguageCode(i18n.language)) await applyLanguage(language);
    else storeLanguage(language);
  }
  cachePersistence.resume();
  if (user) startSession(user);
  const remembered = takeRedirectPath();
  const next = account?.onboardingCompleted === false ? ONBOARDING_PATH : (remembered ?? AFTER_SIGN_IN_PATH);
  await navigateTo(next, { replace: true });
}
