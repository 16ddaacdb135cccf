import { useEffect } from 'react';
import { useTranslation } from './i18n/use-translation';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * The screen's head metadata in the current language: `document.title` "<page> · Toulky" (just "Toulky" without a
 * page title), the description, and their Open Graph twins for shared links. Nothing while `enabled` is false.
 */
export function usePageTitle(title?: string, description?: string, enabled = true): void {
  const { t, i18n } = useTranslation();
  const text = description ?? t('common:meta.description');
  useEffect(() => {
    if (!enabled) return;
    const fullTitle = title ? `${title} · Toulky` : 'Toulky';
    document.title = fullTitle;
    setMeta('name', 'description', text);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:site_name', 'Toulky');
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:locale', i18n.language === 'en' ? 'en_US' : 'cs_CZ');
  }, [title, text, i18n.language, enabled]);
}
