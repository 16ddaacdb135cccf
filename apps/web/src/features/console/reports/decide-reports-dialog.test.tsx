import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { of } from 'rxjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleTexts as cs } from '../../../locales/cs/console';
import { validation as csValidation } from '../../../locales/cs/validation';
import { consoleTexts as en } from '../../../locales/en/console';
import { validation as enValidation } from '../../../locales/en/validation';
import { initTestI18n } from '../../../test/i18n';
import { DecideReportsDialog } from './decide-reports-dialog';
import type { Decision, ReportedItem } from './reported-item-card';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('../../../app/toast', () => ({ showToast }));

const ITEM: ReportedItem = {
  targetKind: 'RATING',
  targetId: 'rating-1',
  reportCount: 3,
  firstReportedAt: '2026-11-01T10:00:00.000Z',
  reasons: [
    { reason: 'SPAM', count: 2 },
    { reason: 'OTHER', count: 1 },
  ],
  reports: [],
  rating: null,
  photo: null,
};

const DECIDED = {
  decideReports: { __typename: 'ModerationDecision', _id: 'decision-1', decision: 'HIDE', closedReports: 3 },
};

/** The dialog, open on the item with `decision`, answering with `answer`; the variables sent and the spies. */
function openDialog(decision: Decision, answer: FormattedExecutionResult = { data: DECIDED }, item = ITEM) {
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
        <DecideReportsDialog target={{ item, decision }} opened onClose={onClose} onDecided={onDecided} />
      </MantineProvider>
    </ApolloProvider>,
  );
  return { sent, onClose, onDecided };
}

const LANGUAGES = [
  { code: 'cs', texts: cs.reports, validation: csValidation, consoleTexts: cs },
  { code: 'en', texts: en.reports, validation: enValidation, consoleTexts: en },
] as const;

describe.each(LANGUAGES)('the decision dialog ($code)', ({ code, texts, validation, consoleTexts }) => {
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

  it('hides on the most frequent reason unless another ground is chosen, with the explanation for the author', async () => {
    const { sent, onDecided } = openDialog('HIDE');
    const ground = screen.getByRole('combobox', { name: new RegExp(texts.hideDialog.ground) });
    expect(ground).toHaveProperty('value', 'SPAM');
    await submit(texts.hideDialog.submit);
    expect(sent).toEqual([]);
    expect(screen.getByText(validation.REQUIRED)).toBeTruthy();

    fireEvent.change(ground, { target: { value: 'OFF_TOPIC' } });
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(texts.hideDialog.explanation) }), {
      target: { value: ' Netýká se výletu. ' },
    });
    await submit(texts.hideDialog.submit);
    expect(sent).toEqual([
      {
        input: {
          targetKind: 'RATING',
          targetId: 'rating-1',
          decision: 'HIDE',
          ground: 'OFF_TOPIC',
          explanation: 'Netýká se výletu.',
        },
      },
    ]);
    expect(showToast).toHaveBeenCalledWith('success', texts.hiddenToast);
    expect(onDecided).toHaveBeenCalledOnce();
  });

  it('words a photo as a photo, and hides the photo alone', async () => {
    const photo = { ...ITEM, targetKind: 'HIKER_PHOTO', targetId: 'photo-1' } as const;
    const { sent } = openDialog('HIDE', { data: DECIDED }, photo);
    expect(screen.getByRole('dialog', { name: texts.photo.hideDialog.title })).toBeTruthy();
    expect(screen.getByText(texts.photo.hideDialog.text)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(texts.photo.hideDialog.explanation) }), {
      target: { value: 'Na fotce je cizí SPZ.' },
    });
    await submit(texts.photo.hideDialog.submit);
    expect(sent).toEqual([
      {
        input: {
          targetKind: 'HIKER_PHOTO',
          targetId: 'photo-1',
          decision: 'HIDE',
          ground: 'SPAM',
          explanation: 'Na fotce je cizí SPZ.',
        },
      },
    ]);
    expect(showToast).toHaveBeenCalledWith('success', texts.photo.hiddenToast);
  });

  it('keeps with a note and no ground', async () => {
    const { sent } = openDialog('KEEP');
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(texts.keepDialog.note) }), {
      target: { value: 'Ostrá, ale věcná kritika.' },
    });
    await submit(texts.keepDialog.submit);
    expect(sent).toEqual([
      {
        input: {
          targetKind: 'RATING',
          targetId: 'rating-1',
          decision: 'KEEP',
          ground: null,
          explanation: 'Ostrá, ale věcná kritika.',
        },
      },
    ]);
    expect(showToast).toHaveBeenCalledWith('success', texts.keptToast);
  });

  it('says kindly that someone else decided first, closes and has the queue refreshed', async () => {
    const { onClose, onDecided } = openDialog('KEEP', {
      errors: [
        {
          message: 'The item has no open reports',
          extensions: { code: 'ACTION_NOT_ALLOWED', reason: 'NO_OPEN_REPORTS' },
        },
      ],
    });
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(texts.keepDialog.note) }), {
      target: { value: 'V pořádku.' },
    });
    await submit(texts.keepDialog.submit);
    expect(showToast).toHaveBeenCalledWith('info', texts.decidedElsewhere);
    expect(onClose).toHaveBeenCalledOnce();
    expect(onDecided).toHaveBeenCalledOnce();
  });

  it('keeps what was typed when the decision fails', async () => {
    const { onClose, onDecided } = openDialog('KEEP', {
      errors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    const note = screen.getByRole('textbox', { name: new RegExp(texts.keepDialog.note) });
    fireEvent.change(note, { target: { value: 'V pořádku.' } });
    await submit(texts.keepDialog.submit);
    expect(showToast).toHaveBeenCalledWith('error', texts.failed);
    expect(note).toHaveProperty('value', 'V pořádku.');
    expect(onClose).not.toHaveBeenCalled();
    expect(onDecided).not.toHaveBeenCalled();
  });
});
