import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from './languages';
import { ACCOUNT_LANGUAGE_WAIT_MS, type StartLanguageSources, startLanguage } from './start-language';

/** A start with nothing unusual: signed in on a Czech device, the account's language asked. */
function sources(overrides: Partial<StartLanguageSources> = {}) {
  const accountLanguage = vi.fn<() => Promise<LanguageCode | null>>(async () => 'en_US');
  const switchLate = vi.fn<(language: LanguageCode) => void>();
  return {
    accountLanguage,
    switchLate,
    start: () =>
      startLanguage({
        unsaved: null,
        painted: null,
        askAccount: true,
        device: 'cs_CZ',
        accountLanguage,
        switchLate,
        ...overrides,
      }),
  };
}

/** An answer the test gives when it likes. */
function later<T>() {
  let settle: { resolve(value: T): void; reject(reason: unknown): void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('the language the app starts in', () => {
  afterEach(() => vi.useRealTimers());

  it('is the device’s before sign-in, and nothing is asked', async () => {
    const start = sources({ askAccount: false, device: 'en_US' });
    expect(await start.start()).toBe('en_US');
    expect(start.accountLanguage).not.toHaveBeenCalled();
  });

  it('is the account’s once signed in, whatever the device said before', async () => {
    const start = sources();
    expect(await start.start()).toBe('en_US');
    expect(start.switchLate).not.toHaveBeenCalled();
    const czech = sources({ device: 'en_US', accountLanguage: async () => 'cs_CZ' });
    expect(await czech.start()).toBe('cs_CZ');
  });

  it('is the one the server painted the first screen in, without asking: the server read the account’s', async () => {
    const start = sources({ painted: 'en_US' });
    expect(await start.start()).toBe('en_US');
    expect(start.accountLanguage).not.toHaveBeenCalled();
  });

  it('is a choice made here that the account does not have yet, over the painted one and the account’s', async () => {
    const start = sources({ unsaved: 'cs_CZ', painted: 'en_US', device: 'cs_CZ' });
    expect(await start.start()).toBe('cs_CZ');
    expect(start.accountLanguage).not.toHaveBeenCalled();
  });

  it('is the device’s when the account cannot be asked (offline, an error) or does not say', async () => {
    expect(await sources({ accountLanguage: () => Promise.reject(new Error('offline')) }).start()).toBe('cs_CZ');
    expect(await sources({ accountLanguage: async () => null }).start()).toBe('cs_CZ');
  });

  it('waits for the account’s answer up to its limit, then starts in the device’s and switches when it comes', async () => {
    vi.useFakeTimers();
    const answer = later<LanguageCode | null>();
    const start = sources({ accountLanguage: () => answer.promise });
    let started: LanguageCode | undefined;
    void start.start().then((language) => {
      started = language;
    });
    await vi.advanceTimersByTimeAsync(ACCOUNT_LANGUAGE_WAIT_MS - 1);
    expect(started).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe('cs_CZ');
    expect(start.switchLate).not.toHaveBeenCalled();
    answer.resolve('en_US');
    await vi.advanceTimersByTimeAsync(0);
    expect(start.switchLate).toHaveBeenCalledExactlyOnceWith('en_US');
  });

  it('switches nothing when a late answer is the language it started in, or a failure', async () => {
    vi.useFakeTimers();
    const same = later<LanguageCode | null>();
    const failed = later<LanguageCode | null>();
    const first = sources({ accountLanguage: () => same.promise, waitMs: 10 });
    const second = sources({ accountLanguage: () => failed.promise, waitMs: 10 });
    const starts = Promise.all([first.start(), second.start()]);
    await vi.advanceTimersByTimeAsync(10);
    expect(await starts).toEqual(['cs_CZ', 'cs_CZ']);
    same.resolve('cs_CZ');
    failed.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(first.switchLate).not.toHaveBeenCalled();
    expect(second.switchLate).not.toHaveBeenCalled();
  });
});
