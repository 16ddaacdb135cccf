import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import classes from '../site.module.css';
import { useSite } from '../site-context';
import { SitePicture } from '../site-picture';
import { interpolate, plural } from '../texts';
import own from './report-dialog.module.css';
import {
  EMPTY_REPORT,
  firstInvalid,
  needsExplanation,
  REPORT_EXPLANATION_MAX_LENGTH,
  REPORT_REASONS,
  type ReportErrors,
  type ReportField,
  type ReportValues,
  validateReport,
} from './report-form';
import type { ReportTarget } from './report-target';
import { type ReportOutcome, sendReport } from './send-report';

/** After a required field's label; the non-breaking space keeps it from wrapping alone onto a line. */
const REQUIRED_MARK = '\u00a0*';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled])';

/** What went wrong beyond the fields, said above the form. */
type Failure = Exclude<ReportOutcome, { kind: 'sent' } | { kind: 'fields' }>;

export interface ReportDialogProps {
  target: ReportTarget;
  /** The dialog has closed (sent, cancelled or Escape); the opener takes focus back. */
  onClose(): void;
}

/**
 * A visitor reports a rating or a hiker's photo from a trip's public page (EU DSA art. 16), in a native modal
 * `<dialog>` (the page behind is inert; Tab also wraps inside, Escape closes): a reason, an explanation where one is
 * needed, their e-mail and the good-faith statement, then an acknowledgement naming where the confirmation went.
 * Loaded on the first click on "Report", so the page's own script stays small. A refusal keeps what was typed.
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { texts, language } = useSite();
  const t = texts.report;
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  const [values, setValues] = useState<ReportValues>(EMPTY_REPORT);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const photo = target.kind === 'HIKER_PHOTO';

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    form.current?.querySelector<HTMLInputElement>('input[name="reason"]')?.focus();
  }, []);

  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);

  const focusField = (field: ReportField) => {
    form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const change = <K extends ReportField>(field: K, value: ReportValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its error at once; the others keep theirs until the next submit.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const invalid = validateReport(values);
    setErrors(invalid);
    const first = firstInvalid(invalid);
    if (first || !values.reason) {
      if (first) focusField(first);
      return;
    }
    setFailure(null);
    setSending(true);
    const email = values.email.trim();
    let outcome: ReportOutcome;
    try {
      outcome = await sendReport(
        target,
        { reason: values.reason, explanation: values.explanation.trim(), email },
        language,
      );
    } catch {
      outcome = { kind: 'failed' };
    }
    setSending(false);
    if (outcome.kind === 'sent') setSentTo(email);
    else if (outcome.kind === 'fields') {
      setErrors(outcome.errors);
      const field = firstInvalid(outcome.errors);
      if (field) focusField(field);
    } else setFailure(outcome);
  };

  // The modal dialog makes the page inert; this keeps Tab from leaving for the browser's own controls as well.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    // Of a radio group Tab reaches only the chosen radio (the first while none is chosen), as the browser does.
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) =>
        !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) ||
        !element.form?.querySelector(`input[name="${element.name}"]:checked`),
    );
    const [first, last] = [focusable[0], focusable[focusable.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const close = () => dialog.current?.close();
  const described = (field: ReportField, ...others: string[]) =>
    [...others, errors[field] ? `report-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const errorOf = (field: ReportField) =>
    errors[field] && (
      <p id={`report-${field}-error`} className={classes.fieldError}>
        {interpolate(t[errors[field]], { max: REPORT_EXPLANATION_MAX_LENGTH })}
      </p>
    );
  const explained = needsExplanation(values.reason);
  const failureText =
    failure === null
      ? null
      : failure.kind === 'tooMany'
        ? failure.minutes === null
          ? t.tooManyLater
          : plural(language, t, 'tooMany', failure.minutes)
        : failure.kind === 'gone'
          ? photo
            ? t.photoGone
            : t.ratingGone
          : t[failure.kind];

  return (
    <dialog
      ref={dialog}
      className={`${classes.dialog} ${own.dialog}`}
      aria-labelledby="report-title"
      onClose={onClose}
      onKeyDown={trapTab}
    >
      <h2 id="report-title" className={own.title}>
        {sentTo ? t.sentTitle : photo ? t.photoTitle : t.ratingTitle}
      </h2>
      {sentTo ? (
        <>
          <p>{interpolate(t.sent, { email: sentTo })}</p>
          <div className={classes.dialogActions}>
            <button ref={done} type="button" className={classes.buttonPrimary} onClick={close}>
              {t.close}
            </button>
          </div>
        </>
      ) : (
        <form ref={form} noValidate onSubmit={submit} className={own.form}>
          {failureText && (
            <p role="alert" className={own.failure}>
              {failureText}
            </p>
          )}
          <figure className={own.quote}>
            {target.kind === 'HIKER_PHOTO' ? (
              <SitePicture
                image={target.photo.image}
                sizes="96px"
                alt={target.photo.caption}
                width={96}
                height={72}
                className={own.thumbnail}
              />
            ) : null}
            <figcaption>
              <strong>{interpolate(photo ? t.photoQuote : t.ratingQuote, { name: target.author })}</strong>
              {target.kind === 'RATING' && target.text && <q className={own.quoteText}>{target.text}</q>}
              {target.kind === 'HIKER_PHOTO' && target.photo.caption && (
                <span className={own.quoteText}>{target.photo.caption}</span>
              )}
            </figcaption>
          </figure>

          <fieldset className={own.reasons} aria-describedby={described('reason')}>
            <legend>
              {photo ? t.photoReason : t.ratingReason}
              <span aria-hidden="true">{REQUIRED_MARK}</span>
            </legend>
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className={own.choice}>
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  required
                  checked={values.reason === reason}
                  onChange={() => change('reason', reason)}
                  aria-invalid={errors.reason ? true : undefined}
                />
                <span>{t.reasons[reason]}</span>
              </label>
            ))}
            {errorOf('reason')}
          </fieldset>

          <div className={own.field}>
            <label htmlFor="report-explanation">
              {t.explanation}
              {explained && <span aria-hidden="true">{REQUIRED_MARK}</span>}
            </label>
            <textarea
              id="report-explanation"
              name="explanation"
              rows={4}
              required={explained}
              value={values.explanation}
              onChange={(event) => change('explanation', event.currentTarget.value)}
              aria-invalid={errors.explanation ? true : undefined}
              aria-describedby={described('explanation', 'report-explanation-hint', 'report-explanation-count')}
            />
            <p className={`${own.hint} ${own.counted}`}>
              <span id="report-explanation-hint">{explained ? t.explanationRequired : t.explanationOptional}</span>
              <span
                id="report-explanation-count"
                className={values.explanation.trim().length > REPORT_EXPLANATION_MAX_LENGTH ? own.over : undefined}
              >
                {interpolate(t.counter, {
                  count: values.explanation.trim().length,
                  max: REPORT_EXPLANATION_MAX_LENGTH,
                })}
              </span>
            </p>
            {errorOf('explanation')}
          </div>

          <div className={own.field}>
            <label htmlFor="report-email">
              {t.email}
              <span aria-hidden="true">{REQUIRED_MARK}</span>
            </label>
            <input
              id="report-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={values.email}
              onChange={(event) => change('email', event.currentTarget.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={described('email', 'report-email-hint')}
            />
            <p id="report-email-hint" className={own.hint}>
              {t.emailHint}
            </p>
            {errorOf('email')}
          </div>

          <div>
            <label className={own.choice}>
              <input
                type="checkbox"
                name="goodFaith"
                required
                checked={values.goodFaith}
                onChange={(event) => change('goodFaith', event.currentTarget.checked)}
                aria-invalid={errors.goodFaith ? true : undefined}
                aria-describedby={described('goodFaith')}
              />
              <span>
                {t.goodFaith}
                <span aria-hidden="true">{REQUIRED_MARK}</span>
              </span>
            </label>
            {errorOf('goodFaith')}
          </div>

          <p className={own.hint}>{t.next}</p>
          <div className={classes.dialogActions}>
            <button type="button" className={classes.buttonDefault} onClick={close}>
              {t.cancel}
            </button>
            <button type="submit" className={classes.buttonPrimary} disabled={sending}>
              {sending ? t.sending : t.submit}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
