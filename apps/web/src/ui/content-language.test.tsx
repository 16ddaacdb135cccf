import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../generated/graphql';
import { resources as en } from '../locales/en/index';
import { initTestI18n } from '../test/i18n';
import { ContentLanguageBadge, useContentLang } from './content-language';
import type { Translator as I18n } from './i18n/translator';

function Title({ language }: { language: Language | undefined }) {
  return (
    <h2 lang={useContentLang(language)}>
      Sněžka <ContentLanguageBadge language={language} />
    </h2>
  );
}

function renderTitle(language: Language | undefined) {
  return render(
    <MantineProvider>
      <Title language={language} />
    </MantineProvider>,
  );
}

describe('content in a language other than the reader’s', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await initTestI18n('en');
  });

  it('is marked Czech, with "In Czech" beside it, for a reader of English', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { container } = renderTitle('cs_CZ');
    expect(container.querySelector('h2')?.getAttribute('lang')).toBe('cs');
    expect(screen.getByText(en.common.contentInCzech)).toBeTruthy();
  });

  it('is left alone when it is in the reader’s language, or its language is not known', async () => {
    await act(() => i18n.changeLanguage('en'));
    for (const language of ['en_US', undefined] as const) {
      const { container, unmount } = renderTitle(language);
      expect(container.querySelector('h2')?.hasAttribute('lang')).toBe(false);
      expect(screen.queryByText(en.common.contentInCzech)).toBeNull();
      unmount();
    }
    await act(() => i18n.changeLanguage('cs'));
    const { container } = renderTitle('cs_CZ');
    expect(container.querySelector('h2')?.hasAttribute('lang')).toBe(false);
  });

  it('marks English shown to a reader of Czech as English, without a badge (Czech is always there)', async () => {
    await act(() => i18n.changeLanguage('cs'));
    const { container } = renderTitle('en_US');
    expect(container.querySelector('h2')?.getAttribute('lang')).toBe('en');
    expect(container.querySelector('h2')?.textContent).toBe('Sněžka ');
  });
});
