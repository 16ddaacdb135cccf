import { describe, expect, it, vi } from 'vitest';
import { apolloClient } from '../services';
import { saveLanguageOnAccount } from './save-language';
import { unsavedLanguage } from './unsaved-language';

describe('saving the language on the account', () => {
  it('remembers a choice the account could not be told of, until it is told', async () => {
    const mutate = vi.spyOn(apolloClient, 'mutate');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    mutate.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await saveLanguageOnAccount('en_US');
    expect(mutate).toHaveBeenLastCalledWith(expect.objectContaining({ variables: { language: 'en_US' } }));
    // The next start speaks it rather than the account's, and saves it then (main.tsx).
    expect(unsavedLanguage()).toBe('en_US');

    mutate.mockResolvedValueOnce({ data: { updateMyProfile: { _id: 'u1', language: 'en_US' } } } as never);
    await saveLanguageOnAccount('en_US');
    expect(unsavedLanguage()).toBeNull();
  });
});
