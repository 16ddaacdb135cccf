import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { useSession } from '../../app/session/use-session';
import { showToast } from '../../app/toast';
import type { ModerationRatingItemFragment } from '../../generated/graphql';
import { Dialog } from '../../ui/dialog';
import { formatDateTime } from '../../ui/format/date-time';
import { applyServerFieldErrors, errorCode, refusalReason, serverFieldErrors } from '../../ui/forms/server-errors';
import { useValidationTranslator, validationMessage } from '../../ui/forms/validation-message';
import { z } from '../../ui/forms/zod';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadState } from '../../ui/load-state';
import { PageHeading } from '../../ui/page-heading';
import { NoAccess } from './console-layout';
import { ConsolePager, usePageParam } from './console-pager';
import { mayModerateRatings, RATING_MODERATORS } from './console-roles';
import {
  hideRatingMutation,
  moderationRatingsQuery,
  ratingTripOptionsQuery,
  restoreRatingMutation,
} from './graphql/ratings.queries';
import classes from './ratings-page.module.css';

registerValidationTexts();

const PAGE_SIZE = 20;
/** The API's limit (moderation.decisions.inputs.ts). */
const REASON_MAX_LENGTH = 500;
const SCORES = [5, 4, 3, 2, 1] as const;

type Rating = ModerationRatingItemFragment;
type Visibility = 'visible' | 'hidden';

const reasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: validationMessage('REQUIRED') })
    .max(REASON_MAX_LENGTH, { error: validationMessage('MAX_LENGTH', { maxLength: REASON_MAX_LENGTH }) }),
});
type ReasonValues = z.input<typeof reasonSchema>;

function authorName(rating: Rating, t: TFunction): string {
  if (rating.author.status === 'DELETED') return t('console:ratings.deletedName');
  return rating.author.fullname || (rating.author.email ?? '');
}

/** The list's filter from the URL: `?trip=<id>&tripTitle=…&score=4&visibility=hidden&page=2`. */
function useRatingFilter() {
  const [params, setParams] = useSearchParams();
  const score = Number(params.get('score'));
  const visibility = params.get('visibility');
  const filter = {
    tripId: params.get('trip'),
    tripTitle: params.get('tripTitle') ?? '',
    score: SCORES.includes(score as (typeof SCORES)[number]) ? score : null,
    visibility: visibility === 'visible' || visibility === 'hidden' ? (visibility as Visibility) : null,
  };
  /** Sets (or, with null, removes) filter parameters, back on the first page; each change is a history entry. */
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete('page');
      return next;
    });
  return { filter, update };
}

/** Finds a trip by part of its title (the console's `editorTrips`), asked only while the list is open. */
function TripFilter({
  tripId,
  tripTitle,
  onChange,
}: {
  tripId: string | null;
  tripTitle: string;
  onChange(trip: { id: string; title: string } | null): void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState(tripTitle);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data, previousData } = useQuery(ratingTripOptionsQuery, {
    variables: { search: debounced || null },
    skip: !opened,
  });
  const found = (data ?? previousData)?.editorTrips.edges ?? [];
  const options = found.map((trip) => ({ value: trip._id, label: trip.title }));
  // The chosen trip is always an option, so the field can show it before (or without) any search.
  if (tripId && !options.some((option) => option.value === tripId))
    options.unshift({ value: tripId, label: tripTitle });
  return (
    <Select
      label={t('console:ratings.filters.trip')}
      placeholder={t('console:ratings.filters.tripPlaceholder')}
      searchable
      clearable
      data={options}
      value={tripId}
      searchValue={search}
      onSearchChange={setSearch}
      // The API has filtered by the title already.
      filter={({ options: all }) => all}
      nothingFoundMessage={t('console:ratings.filters.tripNotFound')}
      onDropdownOpen={() => setOpened(true)}
      onChange={(value, option) => onChange(value && option ? { id: value, title: option.label } : null)}
      clearButtonProps={{ 'aria-label': t('console:ratings.filters.clearTrip') }}
      className={classes.tripFilter}
    />
  );
}

function Stars({ score }: { score: number }) {
  const { t } = useTranslation();
  return (
    <Text fw={700} c="forest.9" className={classes.stars}>
      <span aria-hidden>{'★'.repeat(score) + '☆'.repeat(5 - score)}</span>
      <VisuallyHidden>{t('console:ratings.score', { score })}</VisuallyHidden>
    </Text>
  );
}

function RatingCard({
  rating,
  busy,
  onHide,
  onRestore,
}: {
  rating: Rating;
  busy: boolean;
  onHide(rating: Rating): void;
  onRestore(rating: Rating): void;
}) {
  const { t, i18n } = useTranslation();
  const name = authorName(rating, t);
  const labels = { name, trip: rating.trip.title };
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="md"
      className={rating.hidden ? classes.hiddenCard : undefined}
      aria-labelledby={`rating-${rating._id}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text component="h2" fw={700} size="md" id={`rating-${rating._id}`}>
              {rating.trip.title}
            </Text>
            <Anchor component={Link} to={`/app/trips/${rating.trip._id}`} size="sm" w="fit-content">
              {t('console:ratings.openTrip')}
            </Anchor>
          </Stack>
          <Badge
            variant={rating.hidden ? 'filled' : 'light'}
            color={rating.hidden ? 'red.9' : 'forest'}
            radius="sm"
            tt="none"
          >
            {rating.hidden ? t('console:ratings.hiddenBadge') : t('console:ratings.visibleBadge')}
          </Badge>
        </Group>
        <Stars score={rating.score} />
        <Text className={classes.text}>{rating.text || t('console:ratings.noText')}</Text>
        <Text size="sm" c="dimmed" className={classes.text}>
          {name}
          {rating.author.email && rating.author.email !== name ? ` · ${rating.author.email}` : ''} ·{' '}
          {t('console:ratings.written', { date: formatDateTime(rating.createdAt, i18n.language) })}
        </Text>
        {rating.hidden && (
          <Text size="sm" className={classes.text}>
            {t('console:ratings.hiddenBy', {
              name: rating.hiddenBy?.shortname ?? '–',
              date: rating.hiddenAt ? formatDateTime(rating.hiddenAt, i18n.language) : '',
              reason: rating.hiddenReason ?? '',
            })}
          </Text>
        )}
        <Group justify="flex-end">
          {/* One button that changes its action, so focus stays on it when the rating changes state. */}
          <Button
            size="xs"
            variant={rating.hidden ? 'default' : 'outline'}
            color={rating.hidden ? undefined : 'red.9'}
            leftSection={rating.hidden ? <IconEye size={14} aria-hidden /> : <IconEyeOff size={14} aria-hidden />}
            loading={busy}
            aria-label={t(rating.hidden ? 'console:ratings.restoreFor' : 'console:ratings.hideFor', labels)}
            onClick={() => (rating.hidden ? onRestore(rating) : onHide(rating))}
          >
            {rating.hidden ? t('console:ratings.restore') : t('console:ratings.hide')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A toast for a refused or failed change: someone else got there first, or it simply failed. */
function failureText(error: unknown, t: TFunction): string {
  if (errorCode(error) !== 'ACTION_NOT_ALLOWED') return t('console:ratings.failed');
  return t(refusalReason(error) === 'NOT_HIDDEN' ? 'console:ratings.notHidden' : 'console:ratings.alreadyHidden');
}

/** The hide dialog: a required reason (sent to the author), server field errors on the field, toasts either way. */
function HideDialog({ rating, onClose, onDone }: { rating: Rating | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const [hide] = useMutation(hideRatingMutation);
  const form = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset({ reason: '' });
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    if (!rating) return;
    try {
      await hide({ variables: { id: rating._id, reason: reasonSchema.parse(values).reason } });
      showToast('success', t('console:ratings.hiddenToast'));
      close();
      onDone();
    } catch (error) {
      const unmatched = applyServerFieldErrors(serverFieldErrors(error), form.setError, ['reason']);
      if (serverFieldErrors(error).length > 0 && unmatched.length === 0) return;
      showToast('error', failureText(error, t));
      if (errorCode(error) === 'ACTION_NOT_ALLOWED') {
        close();
        onDone();
      }
    }
  });
  const name = rating ? authorName(rating, t) : '';
  return (
    <Dialog opened={rating !== null} onClose={close} title={t('console:ratings.dialog.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('console:ratings.dialog.text', { name, trip: rating?.trip.title ?? '' })}</Text>
          {rating?.text && (
            <Text size="sm" fs="italic" className={classes.text}>
              {rating.text}
            </Text>
          )}
          <Textarea
            label={t('console:ratings.dialog.reason')}
            description={t('console:ratings.dialog.reasonHint')}
            autosize
            minRows={3}
            maxRows={8}
            required
            data-autofocus
            error={translate(errors.reason?.message)}
            {...form.register('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('console:ratings.dialog.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={isSubmitting}>
              {t('console:ratings.dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/**
 * `/admin/ratings` (CHIEF_EDITOR, ADMIN): every rating of every trip, the newest first, filtered by trip (found by
 * title), stars and visibility; hide one with a reason e-mailed to its author, or restore it. Filters and the page are
 * in the URL, so Back and a shared link keep them.
 */
export function RatingsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const page = usePageParam();
  const { filter, update } = useRatingFilter();
  const moderator = mayModerateRatings(session.user?.roles ?? []);
  const { data, loading, error, refetch } = useQuery(moderationRatingsQuery, {
    variables: {
      filter: {
        tripId: filter.tripId,
        score: filter.score,
        hidden: filter.visibility ? filter.visibility === 'hidden' : null,
      },
      pagination: { pageNumber: page, pageSize: PAGE_SIZE },
    },
    fetchPolicy: 'cache-and-network',
    skip: !moderator,
  });
  const [restore] = useMutation(restoreRatingMutation);
  const [hiding, setHiding] = useState<Rating | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  if (!moderator) {
    return <NoAccess roles={RATING_MODERATORS} back={{ label: t('console:noAccess.back'), to: '/admin' }} />;
  }

  const runRestore = async (rating: Rating) => {
    setBusy(rating._id);
    try {
      await restore({ variables: { id: rating._id } });
      showToast('success', t('console:ratings.restoredToast'));
    } catch (failure) {
      showToast('error', failureText(failure, t));
    } finally {
      setBusy(null);
      void refetch();
    }
  };

  const ratings = data?.moderationRatings.edges ?? [];
  const total = data?.moderationRatings.total ?? 0;
  const filtered = Boolean(filter.tripId || filter.score || filter.visibility);
  return (
    <>
      <PageHeading title={t('console:ratings.title')} description={t('console:ratings.description')} />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" className={classes.filters}>
          <TripFilter
            key={filter.tripId ?? ''}
            tripId={filter.tripId}
            tripTitle={filter.tripTitle}
            onChange={(trip) => update({ trip: trip?.id ?? null, tripTitle: trip?.title ?? null })}
          />
          <NativeSelect
            label={t('console:ratings.filters.score')}
            value={filter.score ? String(filter.score) : ''}
            onChange={(event) => update({ score: event.currentTarget.value || null })}
            data={[
              { value: '', label: t('console:ratings.filters.anyScore') },
              ...SCORES.map((score) => ({
                value: String(score),
                label: t('console:ratings.filters.scoreOption', { score }),
              })),
            ]}
          />
          <NativeSelect
            label={t('console:ratings.filters.visibility')}
            value={filter.visibility ?? ''}
            onChange={(event) => update({ visibility: event.currentTarget.value || null })}
            data={[
              { value: '', label: t('console:ratings.filters.all') },
              { value: 'visible', label: t('console:ratings.filters.visible') },
              { value: 'hidden', label: t('console:ratings.filters.hidden') },
            ]}
          />
          {filtered && (
            <Button
              variant="subtle"
              onClick={() => update({ trip: null, tripTitle: null, score: null, visibility: null })}
            >
              {t('console:ratings.filters.clear')}
            </Button>
          )}
        </Group>
        <LoadState
          loading={loading && !data}
          failed={Boolean(error) && !data}
          loadingText={t('console:ratings.loading')}
          failedText={t('console:ratings.loadFailed')}
          retryLabel={t('console:ratings.retry')}
          onRetry={() => void refetch()}
        />
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('console:ratings.total', { count: total })}
          </Text>
        )}
        {data && ratings.length === 0 && <Text>{t('console:ratings.empty')}</Text>}
        {ratings.length > 0 && (
          <Stack component="ul" gap="sm" className={classes.list}>
            {ratings.map((rating) => (
              <li key={rating._id}>
                <RatingCard
                  rating={rating}
                  busy={busy === rating._id}
                  onHide={setHiding}
                  onRestore={(chosen) => void runRestore(chosen)}
                />
              </li>
            ))}
          </Stack>
        )}
        <ConsolePager total={total} pageSize={PAGE_SIZE} />
      </Stack>
      <HideDialog rating={hiding} onClose={() => setHiding(null)} onDone={() => void refetch()} />
    </>
  );
}
