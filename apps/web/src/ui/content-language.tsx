import { Badge } from '@mantine/core';
import type { Language } from '../generated/graphql';
import { useTranslation } from './i18n/use-translation';

/**
 * The `lang` for an element holding an item's texts, when they are in another language than the reader's (an item
 * without English shown to a reader of English): screen readers then read it with the right voice. Undefined when the
 * languages agree, or the item's language is not known (a copy saved for offline before it was).
 */
export function useContentLang(language: Language | null | undefined): 'cs' | 'en' | undefined {
  const { i18n } = useTranslation();
  if (!language) return undefined;
  const content = language === 'en_US' ? 'en' : 'cs';
  return i18n.language.startsWith(content) ? undefined : content;
}

/** "In Czech": said beside an item the reader of English sees in Czech because it has no English yet. */
export function ContentLanguageBadge({ language }: { language: Language | null | undefined }) {
  const { t } = useTranslation();
  if (useContentLang(language) !== 'cs') return null;
  return (
    <Badge variant="outline" color="gray.7" radius="sm" w="fit-content" tt="none">
      {t('common:contentInCzech')}
    </Badge>
  );
}
