import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyRatingModerationFragment, TripRatingItemFragment } from '../../generated/graphql';
import { tripDetail as cs } from '../../locales/cs/trip-detail';
import { tripDetail as en } from '../../locales/en/trip-detail';
import { initTestI18n } from '../../test/i18n';
import { TripRatingsList } from './trip-ratings-list';

const rating = (id: string, userId: string, shortname: string): TripRatingItemFragment => ({
  _id: id,
  score: 4,
  text: 'Pěkné výhledy.',
  createdAt: '2026-11-01T10:00:00.000Z',
  user: { _id: userId, shortname, initials: shortname.slice(0, 1) },
  photos: [],
});

const photo = (id: string, caption: string, hidden = false) => ({
  _id: id,
  hidden,
  caption,
  createdAt: '2026-11-02T10:00:00.000Z',
  image: { _id: `image-${id}`, url: `/media/${id}.jpg`, alt: caption, width: 1200, height: 900, variants: [] },
  user: { _id: 'other', shortname: 'Jana N.' },
});

const HIDDEN: MyRatingModerationFragment = {
  hidden: true,
  hiddenAt: '2026-11-20T09:30:00.000Z',
  explanation: 'Na fotce je vidět cizí SPZ.',
  decisionId: 'decision-1',
  ground: 'PERSONAL_DATA',
  decidedAt: '2026-11-20T09:30:00.000Z',
  appealableUntil: '2027-05-20T09:30:00.000Z',
  appealable: true,
  appeal: null,
};

describe.each([
  { code: 'cs', trips: cs },
  { code: 'en', trips: en },
] as const)('the ratings list ($code)', ({ code, trips }) => {
  beforeAll(async () => {
    localStorage.setItem('user', JSON.stringify({ _id: 'me', email: 'klara@example.cz', roles: ['USER'] }));
    await initTestI18n(code);
  });

  it('offers to report each rating by someone else, named after its author, but not the viewer’s own', () => {
    render(
      <MantineProvider env="test">
        <TripRatingsList ratings={[rating('r1', 'me', 'Klára D.'), rating('r2', 'other', 'Jana N.')]} />
      </MantineProvider>,
    );
    const buttons = screen.getAllByRole('button', { name: new RegExp(`^${trips.report.button}`) });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      trips.report.buttonFor.replace('{{name}}', 'Jana N.'),
    ]);
  });

  it('shows a rating’s photos as a named list whose thumbnails open the gallery at the one chosen', async () => {
    const withPhotos = { ...rating('r2', 'other', 'Jana N.'), photos: [photo('p1', 'Rozhledna'), photo('p2', '')] };
    render(
      <MantineProvider env="test">
        <TripRatingsList ratings={[withPhotos]} />
      </MantineProvider>,
    );
    const list = screen.getByRole('list', { name: trips.photos.onRating.replace('{{name}}', 'Jana N.') });
    const thumbnails = within(list).getAllByRole('button');
    expect(thumbnails).toHaveLength(2);
    expect(
      within(thumbnails[0] as HTMLElement)
        .getByRole('img')
        .getAttribute('alt'),
    ).toMatch(/^Rozhledna \(/);
    await act(async () => {
      fireEvent.click(thumbnails[1] as HTMLElement);
    });
    const gallery = await screen.findByRole('dialog', { name: trips.gallery.title });
    expect(within(gallery).getByRole('status').textContent).toBe(
      trips.gallery.positionLabel.replace('{{index}}', '2').replace('{{count}}', '2'),
    );
    // Someone else's photo can be reported from the gallery.
    expect(
      within(gallery).getByRole('button', { name: trips.report.photo.buttonFor.replace('{{name}}', 'Jana N.') }),
    ).toBeTruthy();
  });

  it('marks the viewer’s photo a decision hid, with the decision and the appeal, and keeps it out of the gallery', () => {
    const mine = {
      ...rating('r1', 'me', 'Klára D.'),
      photos: [
        { ...photo('p1', 'Parkoviště', true), moderation: HIDDEN },
        { ...photo('p2', 'Vrchol'), moderation: null },
      ],
    };
    render(
      <MantineProvider env="test">
        <TripRatingsList ratings={[mine]} />
      </MantineProvider>,
    );
    const list = screen.getByRole('list', { name: trips.photos.onRating.replace('{{name}}', 'Klára D.') });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByText(trips.photos.hiddenBadge)).toBeTruthy();
    const notice = screen.getByRole('region', { name: trips.moderation.photo.title });
    expect(within(notice).getByRole('img', { name: 'Parkoviště' })).toBeTruthy();
    expect(within(notice).getByRole('button', { name: trips.moderation.appeal })).toBeTruthy();
  });

  it('marks the viewer’s hidden photo in a list that did not ask for its moderation (the latest ratings)', () => {
    const mine = {
      ...rating('r1', 'me', 'Klára D.'),
      photos: [photo('p1', 'Parkoviště', true), photo('p2', 'Vrchol')],
    };
    render(
      <MantineProvider env="test">
        <TripRatingsList ratings={[mine]} />
      </MantineProvider>,
    );
    const list = screen.getByRole('list', { name: trips.photos.onRating.replace('{{name}}', 'Klára D.') });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByText(trips.photos.hiddenBadge)).toBeTruthy();
    expect(screen.queryByRole('region', { name: trips.moderation.photo.title })).toBeNull();
  });
});
