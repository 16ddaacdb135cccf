import { onboardingStatusQuery } from '../graphql/onboarding-status.query';
import { navigateTo } from '../navigation';
import { startSession } from '../reporting';
import { apolloClient, cachePersistence } from '../services';
import { AFTER_SIGN_IN_PATH, takeRedirectPath } from './redirect-path';
import { storeTokens } from './session-store';

const ONBOARDING_PATH = '/app/onboarding';

/** Whether the user still has the onboarding questionnaire ahead; when the question fails, they are let through. */
async function needsOnboarding(): Promise<boolean> {
  try {
    const { data } = await apolloClient.query({ query: onboardingStatusQuery, fetchPolicy: 'network-only' });
    return data?.me.onboardingCompleted === false;
  } catch {
    return false;
  }
}

/**
 * Stores the tokens, starts a reporting session and goes on (spec §4): to onboarding while the user has not finished
 * it (DESIGN.md: after sign-up and on every sign-in until then), otherwise to the remembered path or Trips.
 */
export async function completeSignIn(tokens: { accessToken: string; refreshToken: string }): Promise<void> {
  const user = storeTokens(tokens);
  cachePersistence.resume();
  if (user) startSession(user);
  const remembered = takeRedirectPath();
  const next = (await needsOnboarding()) ? ONBOARDING_PATH : (remembered ?? AFTER_SIGN_IN_PATH);
  await navigateTo(next, { replace: true });
}
