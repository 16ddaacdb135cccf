import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorTripFieldsFragment } from '../../../generated/graphql';
import { Dialog } from '../../../ui/dialog';
import { errorCode, serverFieldErrors } from '../../../ui/forms/server-errors';
import { showToast } from '../../../ui/toast';
import {
  publishTripMutation,
  returnTripMutation,
  scheduleTripMutation,
  submitTripMutation,
  unpublishTripMutation,
} from '../graphql/trips.queries';
import { StatusBadge } from './status-badge';
import { type Conflict, outdatedVersion } from './trip-errors';

type Step = 'submit' | 'publish' | 'unpublish';

interface WorkflowActionsProps {
  trip: EditorTripFieldsFragment;
  /** Whether the signed-in editor may review, publish, schedule and unpublish (TRIP_EDITOR, CHIEF_EDITOR, ADMIN). */
  canPublish: boolean;
  /** Unsaved changes in the form: a step works on the saved trip, so they must be saved first. */
  dirty: boolean;
  onChanged(trip: EditorTripFieldsFragment): void;
  onConflict(conflict: Conflict): void;
  onMissingFields(fields: string[]): void;
}

/** A date and time a minute from now as `<input type="datetime-local">` wants it, in the editor's time. */
function localInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * Where the trip is in the workflow and the next steps the editor may take: submit (a partner), publish, schedule,
 * send back with a comment, unpublish. Each step says how it went in a toast; a refused one says why.
 */
export function WorkflowActions({
  trip,
  canPublish,
  dirty,
  onChanged,
  onConflict,
  onMissingFields,
}: WorkflowActionsProps) {
  const { t, i18n } = useTranslation();
  const variables = { id: trip._id, version: trip.version };
  const [submit] = useMutation(submitTripMutation);
  const [publish] = useMutation(publishTripMutation);
  const [unpublish] = useMutation(unpublishTripMutation);
  const [schedule] = useMutation(scheduleTripMutation);
  const [sendBack] = useMutation(returnTripMutation);
  const [busy, setBusy] = useState(false);
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [scheduling, setScheduling] = useState(false);
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | undefined>();

  const run = async (
    action: () => Promise<{ data?: unknown }>,
    pick: (data: never) => EditorTripFieldsFragment | undefined,
    done: string,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      const result = await action();
      const changed = pick(result.data as never);
      if (changed) onChanged(changed);
      showToast('success', done);
      return true;
    } catch (error) {
      const conflict = outdatedVersion(error);
      if (conflict) onConflict(conflict);
      const missing = serverFieldErrors(error).filter((field) => field.messageKey === 'REQUIRED');
      if (missing.length) onMissingFields(missing.map((field) => field.field));
      showToast(
        'error',
        conflict
          ? t('console:tripEditor.conflict.toast', { name: conflict.changedBy ?? t('console:tripEditor.someone') })
          : missing.length
            ? t('console:tripEditor.workflow.incomplete')
            : errorCode(error) === 'FORBIDDEN'
              ? t('console:tripEditor.forbidden')
              : t('console:tripEditor.workflow.failed'),
      );
      return false;
    } finally {
      setBusy(false);
    }
  };

  const step = (kind: Step) => {
    if (kind === 'submit') {
      void run(
        () => submit({ variables }),
        (data: { submitTripForReview: EditorTripFieldsFragment }) => data.submitTripForReview,
        t('console:tripEditor.workflow.submitted'),
      );
    } else if (kind === 'publish') {
      void run(
        () => publish({ variables }),
        (data: { publishTrip: EditorTripFieldsFragment }) => data.publishTrip,
        t('console:tripEditor.workflow.published'),
      );
    } else {
      void run(
        () => unpublish({ variables }),
        (data: { unpublishTrip: EditorTripFieldsFragment }) => data.unpublishTrip,
        t('console:tripEditor.workflow.unpublished'),
      );
    }
  };

  const { status } = trip;
  const canSubmit = status === 'DRAFT';
  const canPublishNow = canPublish && status !== 'PUBLISHED';
  const canSchedule = canPublish && ['DRAFT', 'IN_REVIEW', 'UNPUBLISHED'].includes(status);
  const canReturn = canPublish && status === 'IN_REVIEW';
  const canUnpublish = canPublish && (status === 'PUBLISHED' || status === 'SCHEDULED');
  const when = (value: string) =>
    new Date(value).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t('console:tripEditor.workflow.status')}
        </Text>
        <StatusBadge status={status} />
        {status === 'SCHEDULED' && trip.scheduledAt && (
          <Text size="sm">{t('console:tripEditor.workflow.scheduledFor', { when: when(trip.scheduledAt) })}</Text>
        )}
      </Group>
      {status === 'DRAFT' && trip.reviewComment && (
        <Alert color="orange" variant="light" title={t('console:tripEditor.workflow.returnedTitle')}>
          <Text size="sm">{trip.reviewComment}</Text>
        </Alert>
      )}
      {status === 'IN_REVIEW' && !canPublish && (
        <Text size="sm">{t('console:tripEditor.workflow.waitingForReview')}</Text>
      )}
      {dirty && (
        <Text size="sm" c="dimmed">
          {t('console:tripEditor.workflow.saveFirst')}
        </Text>
      )}
      <Group gap="sm">
        {canSubmit && (
          <Button
            variant={canPublish ? 'default' : 'filled'}
            disabled={dirty}
            loading={busy}
            onClick={() => step('submit')}
          >
            {t('console:tripEditor.workflow.submit')}
          </Button>
        )}
        {canReturn && (
          <Button variant="default" disabled={dirty} onClick={() => setReturning(true)}>
            {t('console:tripEditor.workflow.return')}
          </Button>
        )}
        {canSchedule && (
          <Button
            variant="default"
            disabled={dirty}
            onClick={() => {
              setAt(localInputValue(new Date(Date.now() + 3_600_000)));
              setAtError(undefined);
              setScheduling(true);
            }}
          >
            {t('console:tripEditor.workflow.schedule')}
          </Button>
        )}
        {canPublishNow && (
          <Button disabled={dirty} loading={busy} onClick={() => step('publish')}>
            {t('console:tripEditor.workflow.publish')}
          </Button>
        )}
        {canUnpublish && (
          <Button variant="outline" color="red.9" disabled={dirty} loading={busy} onClick={() => step('unpublish')}>
            {status === 'SCHEDULED'
              ? t('console:tripEditor.workflow.cancelSchedule')
              : t('console:tripEditor.workflow.unpublish')}
          </Button>
        )}
      </Group>

      <Dialog
        opened={returning}
        onClose={() => setReturning(false)}
        title={t('console:tripEditor.workflow.returnTitle')}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!comment.trim()) {
              setCommentError(t('validation:REQUIRED'));
              return;
            }
            void run(
              () => sendBack({ variables: { ...variables, comment } }),
              (data: { returnTripToAuthor: EditorTripFieldsFragment }) => data.returnTripToAuthor,
              t('console:tripEditor.workflow.returned'),
            ).then((ok) => {
              if (!ok) return;
              setReturning(false);
              setComment('');
            });
          }}
        >
          <Stack gap="md">
            <Textarea
              label={t('console:tripEditor.workflow.comment')}
              description={t('console:tripEditor.workflow.commentHint')}
              value={comment}
              error={commentError}
              onChange={(event) => {
                setComment(event.currentTarget.value);
                setCommentError(undefined);
              }}
              autosize
              minRows={4}
              data-autofocus
              withAsterisk
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReturning(false)}>
                {t('console:users.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('console:tripEditor.workflow.returnSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Dialog>

      <Dialog
        opened={scheduling}
        onClose={() => setScheduling(false)}
        title={t('console:tripEditor.workflow.scheduleTitle')}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const date = new Date(at);
            if (!at || Number.isNaN(date.getTime()) || date.getTime() <= Date.now()) {
              setAtError(t('console:tripEditor.workflow.scheduleFuture'));
              return;
            }
            void run(
              () => schedule({ variables: { ...variables, at: date.toISOString() } }),
              (data: { scheduleTrip: EditorTripFieldsFragment }) => data.scheduleTrip,
              t('console:tripEditor.workflow.scheduled', { when: when(date.toISOString()) }),
            ).then((ok) => {
              if (ok) setScheduling(false);
            });
          }}
        >
          <Stack gap="md">
            <TextInput
              type="datetime-local"
              label={t('console:tripEditor.workflow.scheduleAt')}
              value={at}
              error={atError}
              onChange={(event) => {
                setAt(event.currentTarget.value);
                setAtError(undefined);
              }}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setScheduling(false)}>
                {t('console:users.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('console:tripEditor.workflow.scheduleSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Dialog>
    </Stack>
  );
}
