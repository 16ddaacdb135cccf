import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleTexts as cs } from '../../../locales/cs/console';
import { consoleTexts as en } from '../../../locales/en/console';
import { resources as enApp } from '../../../locales/en/index';
import { initTestI18n } from '../../../test/i18n';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { PreviewFrame } from './preview-frame';
import { usePreviewReader } from './preview-language';

/** A part that says which texts it got and in which language the app around it speaks. */
function Part({ czech, english, language }: { czech: string; english: string; language: string }) {
  const { t } = useTranslation();
  return (
    <p>
      {language === 'en_US' ? english : czech} · {t('common:loading')}
    </p>
  );
}

function Preview({ englishComplete }: { englishComplete: boolean }) {
  const { language, languages } = usePreviewReader(englishComplete);
  return (
    <PreviewFrame
      note="Náhled"
      languages={languages}
      parts={[{ caption: 'Detail', content: <Part czech="Sněžka" english="Mount Sněžka" language={language} /> }]}
    />
  );
}

const renderPreview = (englishComplete: boolean) =>
  render(
    <MantineProvider>
      <Preview englishComplete={englishComplete} />
    </MantineProvider>,
  );

/** The reader switch: a labelled group of two choices, each named in its own language. */
const chooseEnglish = () =>
  act(() => {
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
  });

describe('the editors’ preview for a reader of either language', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('cs');
    i18n.addResourceBundle('cs', 'console', cs);
    i18n.addResourceBundle('en', 'console', en);
  });

  it('starts with the editor’s language and shows a reader of English the English version once complete', () => {
    const { container } = renderPreview(true);
    expect(screen.getByRole('radiogroup', { name: cs.editor.preview.reader })).toBeTruthy();
    expect(screen.getByText(/^Sněžka/)).toBeTruthy();
    chooseEnglish();
    expect(screen.getByText(`Mount Sněžka · ${enApp.common.loading}`)).toBeTruthy();
    expect(container.querySelector('[lang="en"] p')).toBeTruthy();
    // The frame's own texts stay the editor's.
    expect(screen.getByText('Detail')).toBeTruthy();
    expect(screen.queryByText(cs.editor.preview.czechForEnglish)).toBeNull();
  });

  it('shows a reader of English the Czech version, and says so, while the English one is incomplete', () => {
    renderPreview(false);
    chooseEnglish();
    expect(screen.getByText(`Sněžka · ${enApp.common.loading}`)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(cs.editor.preview.czechForEnglish);
  });
});
