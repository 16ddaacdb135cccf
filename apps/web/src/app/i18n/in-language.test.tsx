import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources as cs } from '../../locales/cs/index';
import { resources as en } from '../../locales/en/index';
import { initTestI18n } from '../../test/i18n';
import { createTranslator, type Translator as I18n } from '../../ui/i18n/translator';
import { TranslatorProvider, useTranslation } from '../../ui/i18n/use-translation';
import { InLanguage } from './in-language';

function Loading() {
  const { t, i18n } = useTranslation();
  return <span data-testid={i18n.language}>{t('common:loading')}</span>;
}

describe('a part of a screen in another language', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await initTestI18n('cs');
  });

  it('gets that language’s texts while the rest of the screen keeps the UI’s', () => {
    render(
      <>
        <Loading />
        <InLanguage language="en">
          <Loading />
        </InLanguage>
      </>,
    );
    expect(screen.getByTestId('cs').textContent).toBe(cs.common.loading);
    expect(screen.getByTestId('en').textContent).toBe(en.common.loading);
    expect(i18n.language).toBe('cs');
  });

  it('downloads that language’s texts first when the UI has not needed them yet', async () => {
    const czechOnly = createTranslator('cs', { cs });
    render(
      <TranslatorProvider translator={czechOnly}>
        <InLanguage language="en" fallback={<span>…</span>}>
          <Loading />
        </InLanguage>
      </TranslatorProvider>,
    );
    expect(screen.getByText('…')).toBeTruthy();
    expect((await screen.findByTestId('en')).textContent).toBe(en.common.loading);
    expect(czechOnly.language).toBe('cs');
  });

  it('downloads them too when a screen has added its part of them in that language already', async () => {
    const czechOnly = createTranslator('cs', { cs });
    czechOnly.addResourceBundle('en', 'common', { version: { title: 'New version' } }, true, true);
    render(
      <TranslatorProvider translator={czechOnly}>
        <InLanguage language="en" fallback={<span>…</span>}>
          <Loading />
        </InLanguage>
      </TranslatorProvider>,
    );
    expect(screen.getByText('…')).toBeTruthy();
    expect((await screen.findByTestId('en')).textContent).toBe(en.common.loading);
  });
});
