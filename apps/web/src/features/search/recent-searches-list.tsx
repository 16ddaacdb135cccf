import { ActionIcon, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconHistory, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../ui/i18n/use-translation';
import { searchPath } from './search-path';

interface RecentSearchesListProps {
  queries: readonly string[];
  onForget(query: string): void;
  onForgetAll(): void;
}

/** The last searches made on this device, each one to search again or to remove. */
export function RecentSearchesList({ queries, onForget, onForgetAll }: RecentSearchesListProps) {
  const { t } = useTranslation();
  if (queries.length === 0) return null;
  return (
    <Stack component="section" gap="xs" mt="lg" aria-labelledby="recent-searches">
      <Group justify="space-between">
        <Title order={2} fz="h4" id="recent-searches">
          {t('search:recent.title')}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onForgetAll}>
          {t('search:recent.clear')}
        </Button>
      </Group>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {queries.map((query) => (
          <Group component="li" key={query} justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} to={searchPath(query)} c="dark" py={6}>
              <Group gap="xs" wrap="nowrap">
                <IconHistory size={18} aria-hidden />
                {query}
              </Group>
            </Anchor>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('search:recent.remove', { query })}
              onClick={() => onForget(query)}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
