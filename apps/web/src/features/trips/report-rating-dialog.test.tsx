import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { Observable, of } from 'rxjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tripDetail as cs } from '../../locales/cs/trip-detail';
import { validation as csValidation } from '../../locales/cs/validation';
import { tripDetail as en } from '../../locales/en/trip-detail';
import { validation as enValidation } from '../../locales/en/validation';
import { initTestI18n } from '../../test/i18n';
import { ReportRatingDialog } from './report-rating-dialog';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('../../app/toast', () => ({ showToast }));

const REPORTER = { _id: 'user-2', email: 'klara@example.cz', roles: ['USER'] };
const RATING = {
  _id: '7a9f3c1e-0000-4000-8000-000000000001',
  text: 'Kupte si boty u nás!',
  user: { shortname: 'Jana N.' },
};

const PHOTO = {
  _id: '7a9f3c1e-0000-4000-8000-000000000002',
  caption: 'Naše akce na boty',
  image: { url: '/media/photo.jpg', variants: [] },
  user: { shortname: 'Jana N.' },
};

/** What the fake server answers: data, a GraphQL error, or a network failure. */
type Answer = FormattedExecutionResult | 'network';

/** The dialog, open, answering each report with `answer`; gives the variables sent and the `onClose` spy. */
function openDialog(answer: Answer = { data: { reportContent: true } }, reported: 'rating' | 'photo' = 'rating') {
  const sent: Array<Record<string, unknown>> = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.variables);
    if (answer === 'network') return new Observable((observer) => observer.error(new Error('offline')));
    return of(answer);
  });
  const onClose = vi.fn();
  render(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link })}>
      <MantineProvider env="test">
        {reported === 'rating' ? (
          <ReportRatingDialog rating={RATING} opened onClose={onClose} />
        ) : (
          <ReportRatingDialog photo={PHOTO} opened onClose={onClose} />
        )}
      </MantineProvider>
    </ApolloProvider>,
  );
  return { sent, onClose };
}

const LANGUAGES = [
  { code: 'cs', trips: cs, validation: csValidation },
  { code: 'en', trips: en, validation: enValidation },
] as const;

describe.each(LANGUAGES)('the report dialog ($code)', ({ code, trips, validation }) => {
  const texts = trips.report;
  const send = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    });
  const explanation = () => screen.getByRole('textbox', { name: new RegExp(texts.explanation) });
  const goodFaith = () => screen.getByRole('checkbox', { name: new RegExp(texts.goodFaith) });
  /** The texts a field is described by (Mantine links its description and its error so). */
  const describedBy = (field: HTMLElement) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .filter(Boolean)
      .join(' ');
  const fillOther = (text: string) => {
    fireEvent.click(screen.getByRole('radio', { name: texts.reasons.OTHER }));
    fireEvent.change(explanation(), { target: { value: text } });
    fireEvent.click(goodFaith());
  };

  beforeAll(async () => {
    // Mantine's autosizing textarea listens for web fonts loading; happy-dom has no `document.fonts`.
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
    localStorage.setItem('user', JSON.stringify(REPORTER));
    await initTestI18n(code);
  });
  beforeEach(() => showToast.mockClear());

  it('names the rating, says which e-mail hears back, and what happens next', () => {
    openDialog();
    expect(screen.getByText(texts.quote.replace('{{name}}', 'Jana N.'))).toBeTruthy();
    expect(screen.getByText(RATING.text)).toBeTruthy();
    expect(screen.getByText(texts.email.replace('{{email}}', REPORTER.email))).toBeTruthy();
    expect(screen.getByText(texts.next)).toBeTruthy();
    expect(
      Object.keys(texts.reasons).map((reason) =>
        screen.getByRole('radio', { name: texts.reasons[reason as keyof typeof texts.reasons] }),
      ),
    ).toHaveLength(6);
  });

  it('sends nothing without a reason and the good-faith statement, and takes focus to the first reason', async () => {
    const { sent } = openDialog();
    await send();
    expect(sent).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: texts.reasons.ILLEGAL_CONTENT }));
    expect(screen.getAllByText(validation.REQUIRED)).toHaveLength(2);
    expect(describedBy(goodFaith())).toContain(validation.REQUIRED);
  });

  it('needs an explanation for "other" and for illegal content, not for spam', async () => {
    const { sent } = openDialog();
    fireEvent.click(screen.getByRole('radio', { name: texts.reasons.OTHER }));
    fireEvent.click(goodFaith());
    expect(explanation().hasAttribute('required')).toBe(true);
    await send();
    expect(sent).toEqual([]);
    expect(describedBy(explanation())).toContain(validation.REQUIRED);

    fireEvent.click(screen.getByRole('radio', { name: texts.reasons.SPAM }));
    expect(explanation().hasAttribute('required')).toBe(false);
    await send();
    expect(sent).toEqual([
      {
        input: { targetKind: 'RATING', targetId: RATING._id, reason: 'SPAM', explanation: null, goodFaith: true },
      },
    ]);
  });

  it('counts the explanation and refuses more than 1,000 characters', async () => {
    const { sent } = openDialog();
    fillOther('x'.repeat(1001));
    expect(describedBy(explanation())).toContain('1001/1000');
    await send();
    expect(sent).toEqual([]);
    expect(describedBy(explanation())).toContain(validation.MAX_LENGTH_other.replace('{{count}}', '1000'));
  });

  it('sends the report, thanks with a toast and closes', async () => {
    const { sent, onClose } = openDialog();
    fillOther('  Odkaz na cizí e-shop.  ');
    await send();
    expect(sent).toEqual([
      {
        input: {
          targetKind: 'RATING',
          targetId: RATING._id,
          reason: 'OTHER',
          explanation: 'Odkaz na cizí e-shop.',
          goodFaith: true,
        },
      },
    ]);
    expect(showToast).toHaveBeenCalledWith('success', texts.sent);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the API’s field errors on their fields, in the reader’s language, keeping what was typed', async () => {
    const { onClose } = openDialog({
      errors: [
        {
          message: 'Invalid input',
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.explanation', messageKey: 'REQUIRED' }] },
        },
      ],
    });
    fillOther('Proč?');
    await send();
    expect(describedBy(explanation())).toContain(validation.REQUIRED);
    expect(explanation()).toHaveProperty('value', 'Proč?');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when to try again after too many reports, keeping what was typed', async () => {
    openDialog({
      errors: [{ message: 'Too many', extensions: { code: 'ACTION_NOT_ALLOWED', retryAfter: 120 } }],
    });
    fillOther('Reklama');
    await send();
    const many = code === 'cs' ? cs.report.tooMany_few : en.report.tooMany_other;
    expect(screen.getByRole('alert').textContent).toBe(many.replace('{{count}}', '2'));
    expect(explanation()).toHaveProperty('value', 'Reklama');
    expect(goodFaith()).toHaveProperty('checked', true);
  });

  it('says a rating gone since cannot be reported', async () => {
    openDialog({
      errors: [
        {
          message: 'Invalid input',
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.targetId', messageKey: 'INVALID_VALUE' }] },
        },
      ],
    });
    fillOther('Reklama');
    await send();
    expect(screen.getByRole('alert').textContent).toBe(texts.gone);
  });

  it('reports a photo as HIKER_PHOTO, named a photo, shown with its caption and whose it is', async () => {
    const { sent } = openDialog(undefined, 'photo');
    expect(screen.getByRole('dialog', { name: texts.photo.title })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: new RegExp(texts.photo.reason) })).toBeTruthy();
    expect(screen.getByText(texts.photo.quote.replace('{{name}}', 'Jana N.'))).toBeTruthy();
    expect(screen.getByRole('img', { name: PHOTO.caption })).toBeTruthy();
    fillOther('Reklama');
    await send();
    expect(sent).toEqual([
      {
        input: {
          targetKind: 'HIKER_PHOTO',
          targetId: PHOTO._id,
          reason: 'OTHER',
          explanation: 'Reklama',
          goodFaith: true,
        },
      },
    ]);
  });

  it('says a photo gone since cannot be reported', async () => {
    openDialog(
      {
        errors: [
          {
            message: 'Invalid input',
            extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.targetId', messageKey: 'INVALID_VALUE' }] },
          },
        ],
      },
      'photo',
    );
    fillOther('Reklama');
    await send();
    expect(screen.getByRole('alert').textContent).toBe(texts.photo.gone);
  });

  it('keeps everything typed when the request fails', async () => {
    const { onClose } = openDialog('network');
    fillOther('Reklama');
    await send();
    expect(screen.getByRole('alert').textContent).toBe(texts.failed);
    expect(screen.getByRole('radio', { name: texts.reasons.OTHER })).toHaveProperty('checked', true);
    expect(explanation()).toHaveProperty('value', 'Reklama');
    expect(onClose).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });
});
