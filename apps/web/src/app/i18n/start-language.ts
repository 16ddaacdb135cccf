import type { LanguageCode } from './languages';

/**
 * How long a signed-in start waits for the account's language before it shows the first screen in the device's:
 * the API answers in a round trip or two (a token refresh), well within this on a phone's connection. A start that
 * cannot reach the API (a dead network the browser thinks is online) is held no longer than this.
 */
export const ACCOUNT_LANGUAGE_WAIT_MS = 1500;

/** What the language the app starts in depends on. */
export interface StartLanguageSources {
  /** A language a signed-in person chose here that their account does not have yet (unsaved-language.ts): it wins. */
  unsaved: LanguageCode | null;
  /**
   * The language the server painted this page's first screen in, which is the signed-in account's
   * (apps/api/src/web/app-first-screen.ts); null when it painted none.
   */
  painted: LanguageCode | null;
  /** Whether to ask the account's language: someone is signed in, in the app (not the console), and online. */
  askAccount: boolean;
  /** This device's language: its stored choice, else its browser's preference (languages.ts `deviceLanguage`). */
  device: LanguageCode;
  /** The signed-in account's language, asked of the API; null (or a failure) when it could not be had. */
  accountLanguage(): Promise<LanguageCode | null>;
  /** Switches to the account's language when it arrives only after the app has started in the device's. */
  switchLate(language: LanguageCode): void;
  waitMs?: number;
}

/**
 * The language the app starts in (issue 50). Signed in, it is the account's, which Settings › Language changes on every
 * device at its next load: the one the server painted the first screen in (it read the account's), else the API's
 * answer, waited for up to `waitMs` so that the first screen never shows in one language and then another; when the
 * answer comes later, the app switches then. A choice made here that the account could not be told of yet wins over
 * both. Before sign-in it is the device's.
 */
export function startLanguage(sources: StartLanguageSources): Promise<LanguageCode> {
  const { unsaved, painted, askAccount, device, waitMs = ACCOUNT_LANGUAGE_WAIT_MS } = sources;
  if (unsaved) return Promise.resolve(unsaved);
  if (painted) return Promise.resolve(painted);
  if (!askAccount) return Promise.resolve(device);
  return new Promise((resolve) => {
    let started = false;
    const timer = setTimeout(() => {
      started = true;
      resolve(device);
    }, waitMs);
    sources.accountLanguage().then(
      (account) => {
        if (!started) {
          clearTimeout(timer);
          started = true;
          resolve(account ?? device);
        } else if (account && account !== device) {
          sources.switchLate(account);
        }
      },
      () => {
        // Offline, or the API failed: the device's language, which was the account's the last time it was known here.
        if (started) return;
        clearTimeout(timer);
        started = true;
        resolve(device);
      },
    );
  });
}
