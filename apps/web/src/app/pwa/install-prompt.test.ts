import { beforeEach, describe, expect, it } from 'vitest';
import { INSTALL_DISMISSED_KEY, isIos, recentlyDismissed, rememberDismissal } from './install-prompt';

describe('install prompt', () => {
  beforeEach(() => localStorage.clear());

  it('recognises iPhone and iPad Safari, which need the hint', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 15; Pixel 7)', 5)).toBe(false);
  });

  it('stays quiet for two weeks after "not now"', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(recentlyDismissed(localStorage, now)).toBe(false);
    rememberDismissal(localStorage, now);
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe(String(now));
    expect(recentlyDismissed(localStorage, now + 13 * 24 * 3600 * 1000)).toBe(true);
    expect(recentlyDismissed(localStorage, now + 15 * 24 * 3600 * 1000)).toBe(false);
  });
});
