import { describe, expect, it } from 'vitest';
import { changeUiLanguage, i18n, initI18n } from './i18n';
import { LANGUAGE_STORAGE_KEY } from './languages';

describe('i18n', () => {
  it('starts in Czech, uses the right Czech plural and keeps the chosen language', async () => {
    await initI18n();
    expect(i18n.language).toBe('cs');
    expect(document.documentElement.lang).toBe('cs');
    expect(i18n.t('validation:MIN_LENGTH', { count: 1 })).toBe('Alespoň 1 znak');
    expect(i18n.t('validation:MIN_LENGTH', { count: 3 })).toBe('Alespoň 3 znaky');
    expect(i18n.t('validation:MIN_LENGTH', { count: 8 })).toBe('Alespoň 8 znaků');

    await changeUiLanguage('en_US');
    expect(i18n.t('validation:MIN_LENGTH', { count: 8 })).toBe('At least 8 characters');
    expect(i18n.t('common:session.expired')).toBe('Your session has expired. Please Sign In again.');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en_US');
    expect(document.documentElement.lang).toBe('en');
  });
});
