import { navigateTo } from '../navigation';
import { startSession } from '../reporting';
import { cachePersistence } from '../services';
import { takeRedirectPath } from './redirect-path';
import { storeTokens } from './session-store';

export const AFTER_SIGN_IN_PATH = '/app/trips';

/** Stores the tokens, starts a reporting session and goes to the remembered path or Trips (spec §4). */
export async function completeSignIn(tokens: { accessToken: string; refreshToken: string }): Promise<void> {
  const user = storeTokens(tokens);
  cachePersistence.resume();
  if (user) startSession(user);
  await navigateTo(takeRedirectPath() ?? AFTER_SIGN_IN_PATH, { replace: true });
}
