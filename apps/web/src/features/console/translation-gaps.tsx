import { useQuery } from '@apollo/client/react';
import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../ui/i18n/use-translation';
import { translationGapsQuery } from './graphql/translation-gaps.queries';

/** Where each kind's list shows the items without a complete English version (the areas page shows every name). */
const LISTS = [
  { kind: 'trips', to: '/admin/trips?english=missing' },
  { kind: 'announcements', to: '/admin/announcements?english=missing' },
  { kind: 'articles', to: '/admin/articles?english=missing' },
  { kind: 'areas', to: '/admin/areas' },
] as const;

/**
 * The overview's "Missing English" (issue 30): per kind the editor edits, how many published items readers of English
 * see in Czech, each a link to its list so filtered. Nothing for a person who edits none of them.
 */
export function TranslationGaps() {
  const { t } = useTranslation();
  const titleId = useId();
  const gaps = useQuery(translationGapsQuery, { fetchPolicy: 'cache-and-network' }).data?.translationGaps;
  if (!gaps) return null;
  const told = LISTS.filter(({ kind }) => gaps[kind] !== null);
  if (told.length === 0) return null;
  const missing = told.flatMap((list) => {
    const count = gaps[list.kind] ?? 0;
    return count > 0 ? [{ ...list, count }] : [];
  });
  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('console:home.translationGaps.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        {t('console:home.translationGaps.text')}
      </Text>
      {missing.length > 0 ? (
        <List spacing={4}>
          {missing.map(({ kind, to, count }) => (
            <List.Item key={kind}>
              <Anchor component={Link} to={to}>
                {t(`console:home.translationGaps.${kind}`, { count })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{t('console:home.translationGaps.none')}</Text>
      )}
    </Paper>
  );
}
