import { Badge, Chip, Group, Select, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { EditorialStatus } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { EDITORIAL_STATUSES, LIST_SORTS, type ListSort } from './list-params';
import { StatusBadge } from './status-badge';

/** Sets or clears URL parameters, back on the first page. */
export function useParamSetter() {
  const [, setParams] = useSearchParams();
  return (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete('page');
      return next;
    });
}

/**
 * The filters every console list has, in the URL (`editorial/list-params.ts`): status chips, a label, the changed
 * from/to days, the order and the author chosen in a row; `children` are the list's own (a trip's area).
 */
export function ListFilters({
  labels,
  statuses: offered = EDITORIAL_STATUSES,
  children,
}: {
  labels: Array<{ value: string; label: string }>;
  statuses?: readonly EditorialStatus[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const set = useParamSetter();
  const statuses = (params.get('status') ?? '').split(',').filter(Boolean);
  const authorName = params.get('authorName');
  return (
    <>
      <Chip.Group
        multiple
        value={statuses}
        onChange={(value) => set({ status: offered.filter((status) => value.includes(status)).join(',') })}
      >
        <Group gap="xs" role="group" aria-label={t('console:trips.filters.status')}>
          {offered.map((status) => (
            <Chip key={status} value={status} size="sm">
              {t(`console:trips.statuses.${status}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="sm" align="flex-end">
        {children}
        <Select
          label={t('console:trips.filters.label')}
          placeholder={t('console:trips.filters.any')}
          data={labels}
          value={params.get('label')}
          onChange={(value) => set({ label: value })}
          clearable
          w={200}
        />
        <TextInput
          type="date"
          label={t('console:trips.filters.updatedFrom')}
          value={params.get('from') ?? ''}
          onChange={(event) => set({ from: event.currentTarget.value || null })}
          w={170}
        />
        <TextInput
          type="date"
          label={t('console:trips.filters.updatedTo')}
          value={params.get('to') ?? ''}
          onChange={(event) => set({ to: event.currentTarget.value || null })}
          w={170}
        />
        <Select
          label={t('console:trips.sort.label')}
          data={LIST_SORTS.map((sort) => ({ value: sort, label: t(`console:trips.sort.${sort}`) }))}
          value={params.get('sort') ?? LIST_SORTS[0]}
          onChange={(value) => set({ sort: value === LIST_SORTS[0] ? null : (value as ListSort) })}
          allowDeselect={false}
          w={220}
        />
      </Group>
      {params.get('author') && (
        <Group gap="xs">
          <Badge
            variant="light"
            radius="sm"
            tt="none"
            size="lg"
            rightSection={
              <UnstyledButton
                aria-label={t('console:trips.filters.clearAuthor')}
                onClick={() => set({ author: null, authorName: null })}
              >
                <IconX size={14} aria-hidden />
              </UnstyledButton>
            }
          >
            {t('console:trips.filters.author', { name: authorName ?? '' })}
          </Badge>
        </Group>
      )}
    </>
  );
}

const useWhen = () => {
  const { i18n } = useTranslation();
  return (value: string) => new Date(value).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
};

/** A row's status, with the time a scheduled item goes out. */
export function StatusCell({ status, scheduledAt }: { status: EditorialStatus; scheduledAt?: string | null }) {
  const when = useWhen();
  return (
    <>
      <StatusBadge status={status} />
      {status === 'SCHEDULED' && scheduledAt && (
        <Text size="xs" c="dimmed">
          {when(scheduledAt)}
        </Text>
      )}
    </>
  );
}

/** A row's author: a click shows only their items. */
export function AuthorCell({ author }: { author?: { _id: string; shortname: string } | null }) {
  const { t } = useTranslation();
  const set = useParamSetter();
  if (!author) return '–';
  return (
    <UnstyledButton
      onClick={() => set({ author: author._id, authorName: author.shortname })}
      aria-label={t('console:trips.filters.onlyAuthor', { name: author.shortname })}
    >
      <Text size="sm" td="underline">
        {author.shortname}
      </Text>
    </UnstyledButton>
  );
}

/** When a row last changed, and by whom. */
export function UpdatedCell({ updatedAt, updatedBy }: { updatedAt: string; updatedBy?: { shortname: string } | null }) {
  const when = useWhen();
  return (
    <>
      <Text size="sm">{when(updatedAt)}</Text>
      {updatedBy && (
        <Text size="xs" c="dimmed">
          {updatedBy.shortname}
        </Text>
      )}
    </>
  );
}
