import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyRatingModerationFragment } from '../../generated/graphql';
import { tripDetail as cs } from '../../locales/cs/trip-detail';
import { tripDetail as en } from '../../locales/en/trip-detail';
import { initTestI18n } from '../../test/i18n';
import { formatDateTime } from '../../ui/format/date-time';
import { HiddenRatingNotice } from './hidden-rating-notice';

const DECIDED = '2026-11-20T09:30:00.000Z';
const UNTIL = '2027-05-20T09:30:00.000Z';
const HIDDEN: MyRatingModerationFragment = {
  hidden: true,
  hiddenAt: DECIDED,
  explanation: 'Hodnocení propaguje obchod.',
  decisionId: '5b1e9d2a-0000-4000-8000-000000000001',
  ground: 'SPAM',
  decidedAt: DECIDED,
  appealableUntil: UNTIL,
  appealable: true,
  appeal: null,
};
const APPEAL = {
  _id: 'a1',
  explanation: 'Jen jsem popsal, kde jsem koupil boty.',
  createdAt: '2026-11-21T08:00:00.000Z',
  outcome: null,
  outcomeExplanation: null,
  decidedAt: null,
};

function show(moderation: MyRatingModerationFragment) {
  render(
    <MantineProvider env="test">
      <HiddenRatingNotice moderation={moderation} onAppealed={() => undefined} />
    </MantineProvider>,
  );
}

describe.each([
  { code: 'cs', trips: cs },
  { code: 'en', trips: en },
] as const)('the hidden rating notice ($code)', ({ code, trips }) => {
  const texts = trips.moderation;
  const date = (value: string) => formatDateTime(value, code);
  const appealButton = () => screen.queryByRole('button', { name: texts.appeal });

  beforeAll(async () => {
    await initTestI18n(code);
  });

  it('says the editors hid it, only the author sees it, the ground and why, and offers the appeal', () => {
    show(HIDDEN);
    expect(screen.getByRole('region', { name: texts.title })).toBeTruthy();
    expect(screen.getByText(texts.intro)).toBeTruthy();
    expect(screen.getByText(texts.ground.replace('{{ground}}', trips.report.reasons.SPAM))).toBeTruthy();
    expect(screen.getByText(HIDDEN.explanation ?? '')).toBeTruthy();
    expect(screen.getByText(texts.decidedAt.replace('{{date}}', date(DECIDED)))).toBeTruthy();
    expect(screen.getByText(texts.appealUntil.replace('{{date}}', date(UNTIL)))).toBeTruthy();
    expect(appealButton()).toBeTruthy();
  });

  it('shows a sent appeal with its date and words, and no second Appeal', () => {
    show({ ...HIDDEN, appealable: false, appeal: APPEAL });
    expect(screen.getByText(texts.sent.replace('{{date}}', date(APPEAL.createdAt)))).toBeTruthy();
    expect(screen.getByText(APPEAL.explanation)).toBeTruthy();
    expect(appealButton()).toBeNull();
  });

  it('says a confirmed decision stands, with the reasons, and names the court and out-of-court bodies', () => {
    const decidedAt = '2026-11-25T12:00:00.000Z';
    show({
      ...HIDDEN,
      appealable: false,
      appeal: { ...APPEAL, outcome: 'CONFIRM', outcomeExplanation: 'Jde o reklamu.', decidedAt },
    });
    expect(screen.getByText(texts.confirmed.replace('{{date}}', date(decidedAt)))).toBeTruthy();
    expect(screen.getByText('Jde o reklamu.')).toBeTruthy();
    expect(screen.getByText(texts.remedies)).toBeTruthy();
    expect(screen.queryByText(texts.sent.replace('{{date}}', date(APPEAL.createdAt)))).toBeNull();
    expect(appealButton()).toBeNull();
  });

  it('says when the time to appeal ended', () => {
    show({ ...HIDDEN, appealable: false });
    expect(screen.getByText(texts.periodOver.replace('{{date}}', date(UNTIL)))).toBeTruthy();
    expect(appealButton()).toBeNull();
  });

  it('points a rating hidden straight from the console to support, with its reason and no Appeal', () => {
    show({
      ...HIDDEN,
      explanation: 'Vulgární výrazy.',
      decisionId: null,
      ground: null,
      decidedAt: null,
      appealableUntil: null,
      appealable: false,
    });
    expect(screen.getByText('Vulgární výrazy.')).toBeTruthy();
    expect(screen.getByText(texts.hiddenAt.replace('{{date}}', date(DECIDED)))).toBeTruthy();
    expect(screen.getByText(texts.direct)).toBeTruthy();
    expect(screen.queryByText(/^(Důvod|Ground):/)).toBeNull();
    expect(appealButton()).toBeNull();
  });
});
