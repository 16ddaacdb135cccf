import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TripRatingItemFragment } from '../../generated/graphql';
import { trips as cs } from '../../locales/cs/trips';
import { trips as en } from '../../locales/en/trips';
import { initTestI18n } from '../../test/i18n';
import { TripRatingsList } from './trip-ratings-list';

const rating = (id: string, userId: string, shortname: string): TripRatingItemFragment => ({
  _id: id,
  score: 4,
  text: 'Pěkné výhledy.',
  createdAt: '2026-11-01T10:00:00.000Z',
  user: { _id: userId, shortname, initials: shortname.slice(0, 1) },
});

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
});
