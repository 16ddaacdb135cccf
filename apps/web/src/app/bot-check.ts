import { getRuntimeConfig } from './runtime-config';

/** Actions of spec §7 guarded by the bot check that this app performs. */
export type BotCheckAction =
  | 'SIGN_UP'
  | 'FINISH_SIGN_UP'
  | 'SIGN_IN_VIA_EMAIL_AND_PASSWORD'
  | 'SIGN_IN_AS_ADMIN'
  | 'REQUEST_PASSWORD_RESET'
  | 'RESET_PASSWORD'
  | 'SUBSCRIBE_TO_NEWSLETTER'
  | 'REPORT_CONTENT'
  | 'SUPPORT_MESSAGE';

export const BOT_CHECK_HEADER = 'X-Bot-Check-Token';

interface ReCaptchaV3 {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptchaV3;
  }
}

/** Thrown when the bot-check script cannot load or answer (often an ad blocker). */
export class BotCheckUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The bot check is unavailable', { cause });
    this.name = 'BotCheckUnavailableError';
  }
}

const LOAD_TIMEOUT_MS = 10_000;
let loading: Promise<ReCaptchaV3> | null = null;

function loadScript(siteKey: string): Promise<ReCaptchaV3> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new BotCheckUnavailableError('timeout')), LOAD_TIMEOUT_MS);
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) {
        window.clearTimeout(timer);
        reject(new BotCheckUnavailableError('grecaptcha missing'));
        return;
      }
      grecaptcha.ready(() => {
        window.clearTimeout(timer);
        resolve(grecaptcha);
      });
    };
    script.onerror = (event) => {
      window.clearTimeout(timer);
      reject(new BotCheckUnavailableError(event));
    };
    document.head.append(script);
  });
}

function loadReCaptcha(siteKey: string): Promise<ReCaptchaV3> {
  loading ??= loadScript(siteKey).catch((error: unknown) => {
    // Let a later attempt try again (e.g. after the user turned the ad blocker off).
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts loading the bot-check script early (on the auth screens) so submitting does not wait for it. */
export function preloadBotCheck(): void {
  const { botCheckSiteKey } = getRuntimeConfig();
  if (botCheckSiteKey) loadReCaptcha(botCheckSiteKey).catch(() => undefined);
}

/**
 * Headers proving a human for a guarded action: `{ 'X-Bot-Check-Token': token }`, or none when the bot check is
 * not configured. Rejects with BotCheckUnavailableError when it is configured but cannot run.
 */
export async function botCheckHeaders(action: BotCheckAction): Promise<Record<string, string>> {
  const { botCheckSiteKey } = getRuntimeConfig();
  if (!botCheckSiteKey) return {};
  try {
    const grecaptcha = await loadReCaptcha(botCheckSiteKey);
    const token = await grecaptcha.execute(botCheckSiteKey, { action });
    return { [BOT_CHECK_HEADER]: token };
  } catch (error) {
    throw error instanceof BotCheckUnavailableError ? error : new BotCheckUnavailableError(error);
  }
}
