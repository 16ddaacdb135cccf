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
import { AppealRatingDialog } from './appeal-rating-dialog';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('../../app/toast', () => ({ showToast }));

const DECISION = {
  decisionId: '5b1e9d2a-0000-4000-8000-000000000001',
  ground: 'SPAM' as const,
  explanation: 'Hodnocení propaguje obchod.',
};
const SENT = {
  data: { appealDecision: { __typename: 'ContentAppeal', _id: 'a1', createdAt: '2026-11-28T03:00:00Z' } },
};

/** What the fake server answers: data, a GraphQL error, or a network failure. */
type Answer = FormattedExecutionResult | 'network';

/** The dialog, open, answering each appeal with `answer`; gives the variables sent and the callbacks' spies. */
function openDialog(answer: Answer = SENT, kind: 'rating' | 'photo' = 'rating') {
  const sent: Array<Record<string, unknown>> = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.variables);
    if (answer === 'network') return new Observable((observer) => observer.error(new Error('offline')));
    return of(answer);
  });
  const onClose = vi.fn();
  const onSent = vi.fn();
  render(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link })}>
      <MantineProvider env="test">
        <AppealRatingDialog decision={DECISION} kind={kind} opened onClose={onClose} onSent={onSent} />
      </MantineProvider>
    </ApolloProvider>,
  );
  return { sent, onClose, onSent };
}

const refusal = (reason: string): FormattedExecutionResult => ({
  errors: [{ message: 'Not allowed', extensions: { code: 'ACTION_NOT_ALLOWED', reason } }],
});

const LANGUAGES = [
  { code: 'cs', trips: cs, validation: csValidation },
  { code: 'en', trips: en, validation: enValidation },
] as const;

describe.each(LANGUAGES)('the appeal dialog ($code)', ({ code, trips, validation }) => {
  const texts = trips.appeal;
  const send = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    });
  const explanation = () => screen.getByRole('textbox', { name: new RegExp(texts.explanation.replace('?', '\\?')) });
  /** The texts a field is described by (Mantine links its description and its error so). */
  const describedBy = (field: HTMLElement) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .filter(Boolean)
      .join(' ');
  const type = (text: string) => fireEvent.change(explanation(), { target: { value: text } });

  beforeAll(async () => {
    // Mantine's autosizing textarea listens for web fonts loading; happy-dom has no `document.fonts`.
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
    await initTestI18n(code);
  });
  beforeEach(() => showToast.mockClear());

  it('restates the decision, says who decides next, and starts in the explanation', () => {
    openDialog();
    expect(screen.getByRole('dialog', { name: texts.title })).toBeTruthy();
    expect(screen.getByText(trips.moderation.ground.replace('{{ground}}', trips.report.reasons.SPAM))).toBeTruthy();
    expect(screen.getByText(DECISION.explanation)).toBeTruthy();
    expect(screen.getByText(texts.next)).toBeTruthy();
    expect(explanation().hasAttribute('required')).toBe(true);
    expect(explanation().hasAttribute('data-autofocus')).toBe(true);
  });

  it('sends nothing without an explanation, and says so on the field', async () => {
    const { sent } = openDialog();
    type('   ');
    await send();
    expect(sent).toEqual([]);
    expect(describedBy(explanation())).toContain(validation.REQUIRED);
    expect(document.activeElement).toBe(explanation());
  });

  it('counts the explanation and refuses more than 2,000 characters', async () => {
    const { sent } = openDialog();
    type('x'.repeat(2001));
    expect(describedBy(explanation())).toContain('2001/2000');
    await send();
    expect(sent).toEqual([]);
    expect(describedBy(explanation())).toContain(validation.MAX_LENGTH_other.replace('{{count}}', '2000'));
  });

  it('sends the appeal, says so with a toast and hands over', async () => {
    const { sent, onSent, onClose } = openDialog();
    type('  Jen jsem popsal, kde jsem koupil boty.  ');
    await send();
    expect(sent).toEqual([
      { input: { decisionId: DECISION.decisionId, explanation: 'Jen jsem popsal, kde jsem koupil boty.' } },
    ]);
    expect(showToast).toHaveBeenCalledWith('success', texts.sent);
    expect(onSent).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the API’s field errors on the field, in the reader’s language, keeping what was typed', async () => {
    const { onSent } = openDialog({
      errors: [
        {
          message: 'Invalid input',
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.explanation', messageKey: 'REQUIRED' }] },
        },
      ],
    });
    type('Proč?');
    await send();
    expect(describedBy(explanation())).toContain(validation.REQUIRED);
    expect(explanation()).toHaveProperty('value', 'Proč?');
    expect(onSent).not.toHaveBeenCalled();
  });

  it.each([
    ['APPEAL_PERIOD_OVER', 'periodOver'],
    ['ALREADY_APPEALED', 'alreadyAppealed'],
  ] as const)('explains the refusal %s kindly, keeping what was typed', async (reason, key) => {
    const { onSent } = openDialog(refusal(reason));
    type('Nesouhlasím.');
    await send();
    expect(screen.getByRole('alert').textContent).toBe(texts[key]);
    expect(explanation()).toHaveProperty('value', 'Nesouhlasím.');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('says a decision gone since cannot be appealed', async () => {
    openDialog({
      errors: [
        {
          message: 'Invalid input',
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.decisionId', messageKey: 'INVALID_VALUE' }] },
        },
      ],
    });
    type('Nesouhlasím.');
    await send();
    expect(screen.getByRole('alert').textContent).toBe(texts.gone);
  });

  it('against hiding a photo, is named for the photo and says when the photo is gone', async () => {
    openDialog(
      {
        errors: [
          {
            message: 'Invalid input',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: [{ field: 'input.decisionId', messageKey: 'INVALID_VALUE' }],
            },
          },
        ],
      },
      'photo',
    );
    expect(screen.getByRole('dialog', { name: texts.photo.title })).toBeTruthy();
    type('Značka auta na fotce není čitelná.');
    await send();
    expect(screen.getByRole('alert').textContent).toBe(texts.photo.gone);
  });

  it('keeps everything typed when the request fails', async () => {
    const { onSent } = openDialog('network');
    type('Nesouhlasím.');
    await send();
    expect(screen.getByRole('alert').textContent).toBe(texts.failed);
    expect(explanation()).toHaveProperty('value', 'Nesouhlasím.');
    expect(onSent).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });
});
