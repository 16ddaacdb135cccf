import { describe, expect, it } from 'vitest';
import { changeUiLanguage, i18n, initI18n } from './i18n';
import { LANGUAGE_STORAGE_KEY } from './languages';
import { registerOtherCommonTexts } from './other-common-texts';

describe('i18n', () => {
  it('starts in Czech, uses the right Czech plural and keeps the chosen language', async () => {
    // A screen's code has added its part of `common` in both languages: English's catalogue still loads when chosen.
    registerOtherCommonTexts();
    await initI18n();
    expect(i18n.language).toBe('cs');
    expect(document.documentElement.lang).toBe('cs');
    expect(i18n.t('trips:results', { count: 1 })).toBe('1 výlet');
    expect(i18n.t('trips:results', { count: 3 })).toBe('3 výlety');
    expect(i18n.t('trips:results', { count: 8 })).toBe('8 výletů');

    await changeUiLanguage('en_US');
    expect(i18n.t('trips:results', { count: 8 })).toBe('8 trips');
    expect(i18n.t('common:session.expired')).toBe('Your session has expired. Please Sign In again.');
    expect(i18n.t('common:version.reload')).toBe('Load');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en_US');
    expect(document.documentElement.lang).toBe('en');
  });
});
