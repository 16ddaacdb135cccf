// Checkbox styles are not in the app's shared stylesheet (ui/mantine-styles.ts): they come with this dialog.
import '@mantine/core/styles/Checkbox.css';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { registerTripDetailTexts } from '../../app/i18n/trip-detail-texts';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { useSession } from '../../app/session/use-session';
import { showToast } from '../../app/toast';
import type { ContentReportReason } from '../../generated/graphql';
import { Dialog } from '../../ui/dialog';
import { applyServerFieldErrors, errorCode, retryAfterSeconds, serverFieldErrors } from '../../ui/forms/server-errors';
import { useValidationTranslator, validationMessage } from '../../ui/forms/validation-message';
import { z } from '../../ui/forms/zod';
import { useTranslation } from '../../ui/i18n/use-translation';
import type { SourcedImage } from '../../ui/image-sources';
import { Picture } from '../../ui/picture';
import { reportRatingMutation } from './graphql/report-rating.queries';
import classes from './report-rating-dialog.module.css';
import { REPORT_REASONS } from './report-reasons';

registerTripDetailTexts();
registerValidationTexts();

/** The API's limit (moderation.reports.inputs.ts). */
const REPORT_EXPLANATION_MAX_LENGTH = 1000;

/** Reasons the moderators cannot judge without the reporter's words (the API requires them too). */
const EXPLAINED: readonly ContentReportReason[] = ['ILLEGAL_CONTENT', 'OTHER'];

const required = validationMessage('REQUIRED');

const reportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: required }),
    explanation: z
      .string()
      .trim()
      .max(REPORT_EXPLANATION_MAX_LENGTH, {
        error: validationMessage('MAX_LENGTH', { maxLength: REPORT_EXPLANATION_MAX_LENGTH }),
      }),
    goodFaith: z.boolean().refine((value) => value, { error: required }),
  })
  .refine((values) => !EXPLAINED.includes(values.reason) || values.explanation.length > 0, {
    error: required,
    path: ['explanation'],
  });

type ReportValues = z.input<typeof reportSchema>;
type Report = z.output<typeof reportSchema>;
const EMPTY: Partial<ReportValues> = { explanation: '', goodFaith: false };
const FIELDS = ['reason', 'explanation', 'goodFaith'] as const;

/** What went wrong beyond the fields, said above the form. */
type Failure = { kind: 'rateLimited'; minutes: number | null } | { kind: 'gone' } | { kind: 'failed' };

interface ReportedRating {
  _id: string;
  text: string;
  user: { shortname: string };
}

/** A hiker's photo on a rating (targetKind HIKER_PHOTO), shown small above the form. */
interface ReportedPhoto {
  _id: string;
  caption: string;
  image: SourcedImage;
  user: { shortname: string };
}

interface ReportRatingDialogProps {
  /** The rating being reported; kept while the dialog closes, so its text does not vanish mid-transition. */
  rating?: ReportedRating | null;
  /** Or the photo being reported, kept the same way. */
  photo?: ReportedPhoto | null;
  opened: boolean;
  onClose(): void;
}

/**
 * Reports someone's rating, or a photo on one, to the moderators (EU DSA art. 16): a reason, an explanation where one
 * is needed, the good-faith statement; the account's e-mail gets the acknowledgement and later the outcome. A failed
 * request keeps what was typed.
 */
export function ReportRatingDialog({ rating, photo, opened, onClose }: ReportRatingDialogProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const email = useSession().user?.email ?? '';
  const [failure, setFailure] = useState<Failure | null>(null);
  const [report] = useMutation(reportRatingMutation);
  // Focus goes to the first field in error in the form's order (react-hook-form's own order puts the reasons,
  // registered by a Controller after rendering, last).
  const form = useForm<ReportValues, unknown, Report>({
    resolver: zodResolver(reportSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const focusFirstError = (invalid: Partial<Record<(typeof FIELDS)[number], unknown>>) => {
    const first = FIELDS.find((field) => invalid[field]);
    if (first) form.setFocus(first);
  };
  const { errors, isSubmitting } = form.formState;
  const [reason, explanation] = form.watch(['reason', 'explanation']);
  const explained = reason !== undefined && EXPLAINED.includes(reason);

  const close = () => {
    form.reset(EMPTY);
    setFailure(null);
    onClose();
  };

  // The texts that name what is reported: a photo's have their own keys, a rating's are the section's.
  const texts = photo ? 'trips:report.photo' : 'trips:report';

  const submit = form.handleSubmit(async (values) => {
    const target = photo ?? rating;
    if (!target) return;
    setFailure(null);
    try {
      await report({
        variables: {
          input: {
            targetKind: photo ? 'HIKER_PHOTO' : 'RATING',
            targetId: target._id,
            reason: values.reason,
            explanation: values.explanation || null,
            goodFaith: values.goodFaith,
          },
        },
      });
      showToast('success', t('trips:report.sent'));
      close();
    } catch (error) {
      if (errorCode(error) === 'ACTION_NOT_ALLOWED') {
        const seconds = retryAfterSeconds(error);
        setFailure({ kind: 'rateLimited', minutes: seconds ? Math.max(1, Math.ceil(seconds / 60)) : null });
        return;
      }
      const fieldErrors = serverFieldErrors(error);
      const unmatched = applyServerFieldErrors(fieldErrors, form.setError, FIELDS);
      // The only field the form does not show is the item itself: hidden or deleted since the page loaded.
      if (unmatched.length > 0) setFailure({ kind: 'gone' });
      else if (fieldErrors.length === 0) setFailure({ kind: 'failed' });
    }
  }, focusFirstError);

  return (
    <Dialog opened={opened} onClose={close} title={t(`${texts}.title`)} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure.kind === 'rateLimited'
                ? failure.minutes === null
                  ? t('trips:report.tooManyLater')
                  : t('trips:report.tooMany', { count: failure.minutes })
                : failure.kind === 'gone'
                  ? t(`${texts}.gone`)
                  : t('trips:report.failed')}
            </Alert>
          )}
          {photo && (
            <Paper component="figure" m={0} p="sm" radius="md" bg="gray.0" className={classes.photo}>
              <Picture image={photo.image} sizes="96px" alt={photo.caption} className={classes.thumbnail} radius="sm" />
              <div>
                <Text component="figcaption" size="sm" fw={600}>
                  {t('trips:report.photo.quote', { name: photo.user.shortname })}
                </Text>
                {photo.caption && (
                  <Text size="sm" lineClamp={3} className={classes.quote}>
                    {photo.caption}
                  </Text>
                )}
              </div>
            </Paper>
          )}
          {rating && !photo && (
            <Paper component="figure" m={0} p="sm" radius="md" bg="gray.0">
              <Text component="figcaption" size="sm" fw={600}>
                {t('trips:report.quote', { name: rating.user.shortname })}
              </Text>
              {rating.text && (
                <Text component="blockquote" m={0} size="sm" lineClamp={4} className={classes.quote}>
                  {rating.text}
                </Text>
              )}
            </Paper>
          )}
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <Radio.Group
                label={t(`${texts}.reason`)}
                required
                value={field.value ?? null}
                onChange={field.onChange}
                error={translate(errors.reason?.message)}
              >
                <Stack gap="xs" mt="xs">
                  {REPORT_REASONS.map((value, index) => (
                    <Radio
                      key={value}
                      value={value}
                      label={t(`trips:report.reasons.${value}`)}
                      // The first radio takes focus on opening and when the reason is missing.
                      ref={index === 0 ? field.ref : undefined}
                      data-autofocus={index === 0 || undefined}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Textarea
            label={t('trips:report.explanation')}
            description={`${t(explained ? 'trips:report.explanationRequired' : 'trips:report.explanationOptional')} ${
              (explanation ?? '').length
            }/${REPORT_EXPLANATION_MAX_LENGTH}`}
            required={explained}
            autosize
            minRows={3}
            maxRows={8}
            error={translate(errors.explanation?.message)}
            {...form.register('explanation')}
          />
          <Text size="sm">{t('trips:report.email', { email })}</Text>
          <Checkbox
            label={t('trips:report.goodFaith')}
            required
            error={translate(errors.goodFaith?.message)}
            {...form.register('goodFaith')}
          />
          <Text size="sm" c="gray.7">
            {t('trips:report.next')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('trips:report.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('trips:report.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
