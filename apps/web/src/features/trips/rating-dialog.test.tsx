import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tripDetail as cs } from '../../locales/cs/trip-detail';
import { validation as csValidation } from '../../locales/cs/validation';
import { tripDetail as en } from '../../locales/en/trip-detail';
import { validation as enValidation } from '../../locales/en/validation';
import { initTestI18n } from '../../test/i18n';
import { RatingDialog } from './rating-dialog';

const rated = {
  rateTrip: {
    __typename: 'PublishedTrip',
    _id: 'trip-1',
    averageRating: 4,
    ratingsCount: 1,
    hasRated: true,
    myRating: {
      __typename: 'TripRating',
      _id: 'rating-1',
      score: 4,
      text: '',
      createdAt: '2026-01-01T00:00:00.000Z',
      user: { __typename: 'RatingUser', _id: 'user-1', shortname: 'Jana N.', initials: 'JN' },
      photos: [],
      moderation: null,
    },
  },
};

/** The dialog, open, with the variables of every rating it sends and the spy its `onSaved` is. */
function openDialog() {
  const sent: Array<Record<string, unknown>> = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.variables);
    return of({ data: rated });
  });
  const onSaved = vi.fn();
  render(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link })}>
      <MantineProvider env="test">
        <RatingDialog tripId="trip-1" opened onClose={() => {}} onSaved={onSaved} />
      </MantineProvider>
    </ApolloProvider>,
  );
  return { sent, onSaved };
}

const LANGUAGES = [
  { code: 'cs', trips: cs, validation: csValidation },
  { code: 'en', trips: en, validation: enValidation },
] as const;

describe.each(LANGUAGES)('the rating dialog’s stars ($code)', ({ code, trips, validation }) => {
  const starName = (value: number) => trips.ratings.stars.replace('{{value}}', String(value));
  const stars = () => within(screen.getByRole('group', { name: trips.rating.stars })).getAllByRole('radio');
  const save = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: trips.rating.submit }));
    });

  beforeAll(async () => {
    // Mantine's autosizing textarea listens for web fonts loading; happy-dom has no `document.fonts`.
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
    await initTestI18n(code);
  });

  it('are five radios, each named by its number of stars, in a group named Stars', () => {
    openDialog();
    expect(stars().map((star) => star.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5].map(starName));
    expect(screen.getByRole('radio', { name: starName(3) })).toBe(stars()[2]);
  });

  // A browser makes the radios of one name one Tab stop: the checked one, else the first. Mantine's Rating had a
  // sixth, hidden "0" radio, checked, which took the Tab stop.
  it('are one Tab stop: radios of one name, none checked until a star is chosen, then that one only', async () => {
    openDialog();
    expect(new Set(stars().map((star) => star.getAttribute('name'))).size).toBe(1);
    expect(stars().filter((star) => (star as HTMLInputElement).checked)).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: starName(3) }));
    expect(stars().filter((star) => (star as HTMLInputElement).checked)).toEqual([stars()[2]]);
  });

  // happy-dom has no keys' default actions. A browser, on an arrow key, moves focus to the previous or next radio of
  // the name (wrapping) and clicks it, and on Space clicks the focused one; the click on the radio itself must choose.
  // Mantine's radios only previewed the star then. The keys themselves: e2e/specs/rating-keyboard.spec.ts.
  it('choose the star whose radio the browser clicks, as arrow keys and Space do, and save it', async () => {
    const { sent, onSaved } = openDialog();
    for (const value of [2, 3, 4]) {
      const star = screen.getByRole('radio', { name: starName(value) });
      star.focus();
      fireEvent.click(star);
      expect(star).toHaveProperty('checked', true);
    }
    await save();
    expect(sent).toEqual([{ id: 'trip-1', input: { score: 4, text: '' } }]);
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('refuse to save without a star, say why on the stars, and take focus to the first', async () => {
    const { sent } = openDialog();
    await save();
    expect(sent).toEqual([]);
    const first = screen.getByRole('radio', { name: starName(1) });
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      validation.RATING_STAR_REQUIRED,
    );
  });

  it('light up to the star a mouse is over without choosing it', async () => {
    const { sent } = openDialog();
    const group = screen.getByRole('group', { name: trips.rating.stars });
    const filled = () => group.querySelectorAll('svg[data-filled]').length;
    const fourth = screen.getByRole('radio', { name: starName(4) });
    fireEvent.pointerOver(fourth, { pointerType: 'mouse' });
    expect(filled()).toBe(4);
    fireEvent.pointerOut(fourth, { pointerType: 'mouse', relatedTarget: document.body });
    expect(filled()).toBe(0);
    await save();
    expect(sent).toEqual([]);
  });
});
