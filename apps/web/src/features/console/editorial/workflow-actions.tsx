import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { registerValidationTexts } from '../../../app/i18n/validation-texts';
import { showToast } from '../../../app/toast';
import type { EditorialStatus } from '../../../generated/graphql';
import { Dialog } from '../../../ui/dialog';
import { errorCode, refusalReason, serverFieldErrors } from '../../../ui/forms/server-errors';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { type Conflict, outdatedVersion } from './outdated-version';
import { StatusBadge } from './status-badge';

registerValidationTexts();

/** What the workflow panel reads of a trip, an article or an announcement. */
export interface WorkflowItem {
  status: EditorialStatus;
  scheduledAt?: string | null;
  reviewComment?: string | null;
}

/** The locale section with the kind's own workflow messages ("The article is published."). */
export type EditorTexts = 'tripEditor' | 'articleEditor' | 'announcementEditor';

/** Content a partner submits and an editor reviews (trips and announcements; articles have no review step). */
interface Review<T> {
  texts: 'tripEditor' | 'announcementEditor';
  submit(): Promise<T | undefined>;
  sendBack(comment: string): Promise<T | undefined>;
}

/** The workflow's steps on the saved item, each answering the item as it is after the step. */
export interface WorkflowSteps<T> {
  review?: Review<T>;
  publish(): Promise<T | undefined>;
  schedule(at: string): Promise<T | undefined>;
  unpublish(): Promise<T | undefined>;
}

interface WorkflowActionsProps<T extends WorkflowItem> {
  item: T;
  texts: EditorTexts;
  steps: WorkflowSteps<T>;
  /** Whether the signed-in editor may review, publish, schedule and unpublish this kind of content. */
  canPublish: boolean;
  /** Unsaved changes in the form: a step works on the saved item, so they must be saved first. */
  dirty: boolean;
  onChanged(item: T): void;
  onConflict(conflict: Conflict): void;
  onMissingFields(fields: string[]): void;
  /** What to say when the API refuses a step for a reason of the kind's own (`extensions.reason`, e.g. TRIP_NOT_PUBLISHED). */
  refusals?: Partial<Record<string, string>>;
}

/** A date and time a minute from now as `<input type="datetime-local">` wants it, in the editor's time. */
function localInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * Where the item is in the workflow and the next steps the editor may take: submit (a partner), publish, schedule,
 * send back with a comment, unpublish. Each step says how it went in a toast; a refused one says why.
 */
export function WorkflowActions<T extends WorkflowItem>({
  item,
  texts,
  steps,
  canPublish,
  dirty,
  onChanged,
  onConflict,
  onMissingFields,
  refusals,
}: WorkflowActionsProps<T>) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [scheduling, setScheduling] = useState(false);
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | undefined>();

  const run = async (action: () => Promise<T | undefined>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      const changed = await action();
      if (changed) onChanged(changed);
      showToast('success', done);
      return true;
    } catch (error) {
      const conflict = outdatedVersion(error);
      if (conflict) onConflict(conflict);
      const missing = serverFieldErrors(error).filter((field) => field.messageKey === 'REQUIRED');
      if (missing.length) onMissingFields(missing.map((field) => field.field));
      const reason = refusalReason(error);
      showToast(
        'error',
        (reason && refusals?.[reason]) ||
          (conflict
            ? t(`console:${texts}.conflict.toast`, { name: conflict.changedBy ?? t('console:editor.someone') })
            : missing.length
              ? t(`console:${texts}.workflow.incomplete`)
              : errorCode(error) === 'FORBIDDEN'
                ? t('console:editor.forbidden')
                : t('console:editor.workflow.failed')),
      );
      return false;
    } finally {
      setBusy(false);
    }
  };

  const { status } = item;
  const { review } = steps;
  const canSubmit = Boolean(review) && status === 'DRAFT';
  const canPublishNow = canPublish && status !== 'PUBLISHED';
  const canSchedule = canPublish && ['DRAFT', 'IN_REVIEW', 'UNPUBLISHED'].includes(status);
  const canReturn = Boolean(review) && canPublish && status === 'IN_REVIEW';
  const canUnpublish = canPublish && (status === 'PUBLISHED' || status === 'SCHEDULED');
  const when = (value: string) =>
    new Date(value).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t('console:editor.workflow.status')}
        </Text>
        <StatusBadge status={status} />
        {status === 'SCHEDULED' && item.scheduledAt && (
          <Text size="sm">{t('console:editor.workflow.scheduledFor', { when: when(item.scheduledAt) })}</Text>
        )}
      </Group>
      {status === 'DRAFT' && item.reviewComment && (
        <Alert color="orange" variant="light" title={t('console:editor.workflow.returnedTitle')}>
          <Text size="sm">{item.reviewComment}</Text>
        </Alert>
      )}
      {review && status === 'IN_REVIEW' && !canPublish && (
        <Text size="sm">{t(`console:${review.texts}.workflow.waitingForReview`)}</Text>
      )}
      {dirty && (
        <Text size="sm" c="dimmed">
          {t('console:editor.workflow.saveFirst')}
        </Text>
      )}
      <Group gap="sm">
        {canSubmit && (
          <Button
            variant={canPublish ? 'default' : 'filled'}
            disabled={dirty}
            loading={busy}
            onClick={() => review && void run(review.submit, t(`console:${review.texts}.workflow.submitted`))}
          >
            {t('console:editor.workflow.submit')}
          </Button>
        )}
        {canReturn && (
          <Button variant="default" disabled={dirty} onClick={() => setReturning(true)}>
            {t('console:editor.workflow.return')}
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
            {t('console:editor.workflow.schedule')}
          </Button>
        )}
        {canPublishNow && (
          <Button
            disabled={dirty}
            loading={busy}
            onClick={() => void run(steps.publish, t(`console:${texts}.workflow.published`))}
          >
            {t('console:editor.workflow.publish')}
          </Button>
        )}
        {canUnpublish && (
          <Button
            variant="outline"
            color="red.9"
            disabled={dirty}
            loading={busy}
            onClick={() => void run(steps.unpublish, t(`console:${texts}.workflow.unpublished`))}
          >
            {status === 'SCHEDULED'
              ? t('console:editor.workflow.cancelSchedule')
              : t('console:editor.workflow.unpublish')}
          </Button>
        )}
      </Group>

      {review && (
        <Dialog
          opened={returning}
          onClose={() => setReturning(false)}
          title={t(`console:${review.texts}.workflow.returnTitle`)}
        >
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!comment.trim()) {
                setCommentError(t('validation:REQUIRED'));
                return;
              }
              void run(() => review.sendBack(comment), t(`console:${review.texts}.workflow.returned`)).then((ok) => {
                if (!ok) return;
                setReturning(false);
                setComment('');
              });
            }}
          >
            <Stack gap="md">
              <Textarea
                label={t('console:editor.workflow.comment')}
                description={t('console:editor.workflow.commentHint')}
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
                  {t('console:editor.workflow.returnSubmit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Dialog>
      )}

      <Dialog
        opened={scheduling}
        onClose={() => setScheduling(false)}
        title={t('console:editor.workflow.scheduleTitle')}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const date = new Date(at);
            if (!at || Number.isNaN(date.getTime()) || date.getTime() <= Date.now()) {
              setAtError(t('console:editor.workflow.scheduleFuture'));
              return;
            }
            void run(
              () => steps.schedule(date.toISOString()),
              t(`console:${texts}.workflow.scheduled`, { when: when(date.toISOString()) }),
            ).then((ok) => {
              if (ok) setScheduling(false);
            });
          }}
        >
          <Stack gap="md">
            <TextInput
              type="datetime-local"
              label={t('console:editor.workflow.scheduleAt')}
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
                {t('console:editor.workflow.scheduleSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Dialog>
    </Stack>
  );
}
