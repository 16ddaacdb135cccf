import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { of } from 'rxjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppealOutcome } from '../../../generated/graphql';
import { consoleTexts as cs } from '../../../locales/cs/console';
import { validation as csValidation } from '../../../locales/cs/validation';
import { consoleTexts as en } from '../../../locales/en/console';
import { validation as enValidation } from '../../../locales/en/validation';
import { initTestI18n } from '../../../test/i18n';
import type { QueuedAppeal } from './appeal-card';
import { DecideAppealDialog } from './decide-appeal-dialog';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('../../../app/toast', () => ({ showToast }));

const APPEAL: QueuedAppeal = {
  _id: 'appeal-1',
  explanation: 'Hodnocení nebylo reklamou.',
  createdAt: '2026-11-02T10:00:00.000Z',
  decision: {
    _id: 'decision-1',
    ground: 'SPAM',
    explanation: 'Propaguje obchod.',
    decidedAt: '2026-11-01T10:00:00.000Z',
    decidedByViewer: false,
  },
  rating: null,
  photo: null,
};

const DECIDED = {
  decideAppeal: { __typename: 'ContentAppeal', _id: 'appeal-1', outcome: 'RESTORE', decidedAt: '2026-11-03T10:00:00Z' },
};

const refusal = (reason: string): FormattedExecutionResult => ({
  errors: [{ message: 'Not allowed', extensions: { code: 'ACTION_NOT_ALLOWED', reason } }],
});

/** The dialog, open on the appeal with `outcome`, answering with `answer`; the variables sent and the spies. */
function openDialog(outcome: AppealOutcome, answer: FormattedExecutionResult = { data: DECIDED }) {
  const sent: Array<Record<string, unknown>> = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.variables);
    return of(answer);
  });
  const onClose = vi.fn();
  const onDecided = vi.fn();
  render(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link })}>
      <MantineProvider env="test">
        <DecideAppealDialog target={{ appeal: APPEAL, outcome }} opened onClose={onClose} onDecided={onDecided} />
      </MantineProvider>
    </ApolloProvider>,
  );
  return { sent, onClose, onDecided };
}

const LANGUAGES = [
  { code: 'cs', texts: cs.appeals, validation: csValidation, consoleTexts: cs },
  { code: 'en', texts: en.appeals, validation: enValidation, consoleTexts: en },
] as const;

describe.each(LANGUAGES)('the appeal dialog ($code)', ({ code, texts, validation, consoleTexts }) => {
  const explanation = () => screen.getByRole('textbox', { name: new RegExp(texts.explanation) });
  const submit = (name: string) =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name }));
    });

  beforeAll(async () => {
    // Mantine's autosizing textarea listens for web fonts loading; happy-dom has no `document.fonts`.
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
    const i18n = await initTestI18n(code);
    i18n.addResourceBundle(code, 'console', consoleTexts);
  });
  beforeEach(() => showToast.mockClear());

  it('restores only with an explanation for the author, sent trimmed', async () => {
    const { sent, onClose, onDecided } = openDialog('RESTORE');
    expect(screen.getByRole('dialog', { name: texts.restoreDialog.title })).toBeTruthy();
    fireEvent.change(explanation(), { target: { value: '   ' } });
    await submit(texts.restoreDialog.submit);
    expect(sent).toEqual([]);
    expect(screen.getByText(validation.REQUIRED)).toBeTruthy();

    fireEvent.change(explanation(), { target: { value: ' Recenze popisuje výlet, ne obchod. ' } });
    await submit(texts.restoreDialog.submit);
    expect(sent).toEqual([
      { input: { appealId: 'appeal-1', outcome: 'RESTORE', explanation: 'Recenze popisuje výlet, ne obchod.' } },
    ]);
    expect(showToast).toHaveBeenCalledWith('success', texts.restoredToast);
    expect(onClose).toHaveBeenCalledOnce();
    expect(onDecided).toHaveBeenCalledOnce();
  });

  it('takes at most 2,000 characters', async () => {
    const { sent } = openDialog('CONFIRM');
    fireEvent.change(explanation(), { target: { value: 'a'.repeat(2001) } });
    await submit(texts.confirmDialog.submit);
    expect(sent).toEqual([]);
    expect(screen.getByText(validation.MAX_LENGTH_other.replace('{{count}}', '2000'))).toBeTruthy();
    expect(explanation()).toHaveProperty('value', 'a'.repeat(2001));
  });

  it.each([
    ['ALREADY_DECIDED', texts.alreadyDecided],
    ['SAME_MODERATOR', texts.sameModerator],
  ])(
    'says kindly when the appeal is not the viewer’s to decide (%s), closes and has the queue refreshed',
    async (reason, text) => {
      const { onClose, onDecided } = openDialog('CONFIRM', refusal(reason));
      fireEvent.change(explanation(), { target: { value: 'Skrytí platí.' } });
      await submit(texts.confirmDialog.submit);
      expect(showToast).toHaveBeenCalledWith('info', text);
      expect(onClose).toHaveBeenCalledOnce();
      expect(onDecided).toHaveBeenCalledOnce();
    },
  );

  it('says that a rating deleted since cannot be restored, and has the queue refreshed', async () => {
    const { onDecided } = openDialog('RESTORE', {
      errors: [
        {
          message: 'Invalid input',
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.outcome', messageKey: 'INVALID_VALUE' }] },
        },
      ],
    });
    fireEvent.change(explanation(), { target: { value: 'Obnovuji.' } });
    await submit(texts.restoreDialog.submit);
    expect(showToast).toHaveBeenCalledWith('error', texts.ratingGone);
    expect(onDecided).toHaveBeenCalledOnce();
  });

  it('puts the API’s explanation error on the field and keeps what was typed when the decision fails', async () => {
    const { onClose } = openDialog('CONFIRM', {
      errors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [{ field: 'input.explanation', messageKey: 'MAX_LENGTH', params: { maxLength: 2000 } }],
          },
        },
      ],
    });
    fireEvent.change(explanation(), { target: { value: 'Skrytí platí.' } });
    await submit(texts.confirmDialog.submit);
    expect(screen.getByText(validation.MAX_LENGTH_other.replace('{{count}}', '2000'))).toBeTruthy();
    expect(showToast).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the decision fails for another reason', async () => {
    const { onClose, onDecided } = openDialog('CONFIRM', {
      errors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    fireEvent.change(explanation(), { target: { value: 'Skrytí platí.' } });
    await submit(texts.confirmDialog.submit);
    expect(showToast).toHaveBeenCalledWith('error', texts.failed);
    expect(explanation()).toHaveProperty('value', 'Skrytí platí.');
    expect(onClose).not.toHaveBeenCalled();
    expect(onDecided).not.toHaveBeenCalled();
  });
});
