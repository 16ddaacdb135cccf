import { Button, Group, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../ui/i18n/use-translation';

/** The page of a console list, from the URL (`?page=`), so Back and shared links keep it. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return Math.max(1, Number(params.get('page')) || 1);
}

/** Previous / "Page 2 of 5" / Next for a console list; each step is a history entry. Nothing for a single page. */
export function ConsolePager({ total, pageSize }: { total: number; pageSize: number }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const page = usePageParam();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });
  return (
    <Group gap="sm">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => goTo(page - 1)}>
        {t('console:pager.previous')}
      </Button>
      <Text size="sm">{t('console:pager.page', { page, pages })}</Text>
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => goTo(page + 1)}>
        {t('console:pager.next')}
      </Button>
    </Group>
  );
}
