import { type FormEvent, useCallback, useState } from 'react';
import { BotCheckUnavailableError, botCheckHeaders } from '../app/bot-check';
import classes from './site.module.css';
import { useSite, useSitePath } from './site-context';
import type { NewsletterOutcome } from './site-data';
import { SiteToast, type SiteToastMessage } from './toast';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const SUBSCRIBE = `mutation SubscribeToNewsletter($email: String!, $language: Language) {
  subscribeToNewsletter(email: $email, language: $language)
}`;

type Failure = 'failure' | 'botCheckFailed';

/** Sends the sign-up; resolves to the failure to show, or null when the confirmation e-mail is on its way. */
async function subscribe(email: string, language: string): Promise<Failure | null> {
  let headers: Record<string, string>;
  try {
    headers = await botCheckHeaders('SUBSCRIBE_TO_NEWSLETTER');
  } catch (error) {
    if (error instanceof BotCheckUnavailableError) return 'botCheckFailed';
    throw error;
  }
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: JSON.stringify({ query: SUBSCRIBE, variables: { email, language } }),
  });
  const body = (await response.json().catch(() => null)) as {
    data?: { subscribeToNewsletter?: boolean } | null;
    errors?: Array<{ extensions?: { code?: string } }>;
  } | null;
  if (body?.data?.subscribeToNewsletter) return null;
  return body?.errors?.[0]?.extensions?.code === 'UNAUTHORIZED_RECAPTCHA_FAILED' ? 'botCheckFailed' : 'failure';
}

function outcomeToast(outcome: NewsletterOutcome | null, texts: ReturnType<typeof useSite>['texts']) {
  if (outcome === 'sent') return { kind: 'success', text: texts.newsletter.success } as const;
  if (outcome === 'botCheck') return { kind: 'error', text: texts.newsletter.botCheckFailed } as const;
  if (outcome === 'failed') return { kind: 'error', text: texts.newsletter.failure } as const;
  return null;
}

/**
 * Newsletter sign-up (double opt-in, bot-checked). With JavaScript it posts to the API and answers with a toast,
 * keeping the address typed when it fails; without, the form posts to the server, which answers with the page and
 * the outcome (`outcome`).
 */
export function NewsletterForm({ outcome }: { outcome: NewsletterOutcome | null }) {
  const { texts, language } = useSite();
  const at = useSitePath();
  const { newsletter } = texts;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(outcome === 'invalid' ? newsletter.invalidEmail : null);
  const [sending, setSending] = useState(false);
  const [toast, setToast] = useState<SiteToastMessage | null>(() => outcomeToast(outcome, texts));
  const closeToast = useCallback(() => setToast(null), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const invalid = !value ? newsletter.required : EMAIL.test(value) ? null : newsletter.invalidEmail;
    setError(invalid);
    if (invalid) return;
    setSending(true);
    try {
      const failure = await subscribe(value, language);
      if (failure) {
        setToast({ kind: 'error', text: newsletter[failure] });
      } else {
        setEmail('');
        setToast({ kind: 'success', text: newsletter.success });
      }
    } catch {
      setToast({ kind: 'error', text: newsletter.failure });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <h2 id="newsletter-title" className={classes.sectionTitle}>
        {newsletter.title}
      </h2>
      <p className={classes.sectionLead}>{newsletter.text}</p>
      <form
        method="post"
        action={at('/newsletter/subscribe')}
        noValidate
        onSubmit={onSubmit}
        className={classes.newsletter}
      >
        <div className={classes.field}>
          <label htmlFor="newsletter-email">{newsletter.email}</label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'newsletter-email-error' : undefined}
          />
          {error && (
            <p id="newsletter-email-error" className={classes.fieldError}>
              {error}
            </p>
          )}
        </div>
        <button type="submit" className={classes.buttonPrimary} disabled={sending}>
          {sending ? newsletter.sending : newsletter.submit}
        </button>
      </form>
      <p className={classes.small}>
        {newsletter.consent} <a href={at('/privacy-policy')}>{newsletter.consentLink}</a>.
      </p>
      <SiteToast toast={toast} onClose={closeToast} />
    </>
  );
}
