import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleTexts as en } from '../../../locales/en/console';
import { validation } from '../../../locales/en/validation';
import { initTestI18n } from '../../../test/i18n';
import { LanguageFields, type LanguageTexts } from './language-fields';

type Values = LanguageTexts & { photoAltEn: string };

const EMPTY: Values = {
  title: 'Sněžka',
  preview: '',
  perex: '',
  content: '',
  titleEn: '',
  previewEn: '',
  perexEn: '',
  contentEn: '',
  photoAltEn: '',
};

/** Both languages' fields in one form, as the trip editor has them, with a picture's English description beside. */
function Editor({ values }: { values: Partial<Values> }) {
  const form = useForm<Values>({ defaultValues: { ...EMPTY, ...values } });
  return (
    <form onSubmit={form.handleSubmit(() => {})} noValidate>
      <LanguageFields form={form} language="cs" texts="tripEditor" />
      <LanguageFields form={form} language="en" texts="tripEditor" otherEnglish={(current) => [current.photoAltEn]} />
      <button type="submit">Save</button>
    </form>
  );
}

// The Markdown preview asks the API only for text typed into it; these forms type none.
const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

async function save(values: Partial<Values>) {
  render(
    <ApolloProvider client={client}>
      <MantineProvider>
        <Editor values={values} />
      </MantineProvider>
    </ApolloProvider>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

const titleEn = () => screen.getByRole('textbox', { name: en.tripEditor.fields.titleEn });

describe('an editor’s texts in one language', () => {
  beforeAll(async () => {
    // Mantine's autosizing textarea listens for web fonts loading; happy-dom has no `document.fonts`.
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'console', en);
  });

  it('are labelled and marked with their language', async () => {
    await save({});
    for (const [field, lang] of [
      ['title', 'cs'],
      ['preview', 'cs'],
      ['perex', 'cs'],
      ['titleEn', 'en'],
      ['previewEn', 'en'],
      ['perexEn', 'en'],
    ] as const) {
      expect(screen.getByRole('textbox', { name: en.tripEditor.fields[field] }).getAttribute('lang')).toBe(lang);
    }
    expect(screen.getByRole('textbox', { name: en.tripEditor.fields.content })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: en.tripEditor.fields.contentEn })).toBeTruthy();
  });

  it('need the Czech title always, and the English one once any English text is written', async () => {
    await save({ title: ' ' });
    expect(screen.getByRole('textbox', { name: en.tripEditor.fields.title }).getAttribute('aria-invalid')).toBe('true');
    expect(titleEn().hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getAllByText(validation.REQUIRED)).toHaveLength(1);
  });

  it('count the item’s other English texts as a started English version', async () => {
    await save({ photoAltEn: 'Viewpoint' });
    expect(titleEn().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(validation.REQUIRED)).toBeTruthy();
  });
});
