import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../test/i18n';
import type { Translator as I18n } from './i18n/translator';
import { usePageTitle } from './page-title';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('usePageTitle', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await initTestI18n('cs');
  });

  it('sets the title, description and Open Graph tags in the current language', async () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), { initialProps: { title: 'Výlety' } });
    expect(document.title).toBe('Výlety · Toulky');
    expect(meta('meta[property="og:title"]')).toBe('Výlety · Toulky');
    expect(meta('meta[name="description"]')).toContain('výlety do přírody');
    expect(meta('meta[property="og:locale"]')).toBe('cs_CZ');

    await i18n.changeLanguage('en');
    rerender({ title: 'Trips' });
    expect(document.title).toBe('Trips · Toulky');
    expect(meta('meta[property="og:description"]')).toContain('trips into nature');
    expect(meta('meta[property="og:locale"]')).toBe('en_US');
  });
});
