import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrip } from '../../../test/content-factories.js';
import { signedInUser } from '../../../test/factories.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';

const STATS = `{
  myKmByMonth { month km trips }
  myFinishedTripStarts { tripId title coordinates { lat lng } finishedAt }
}`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The month (YYYY-MM, Czech time) `monthsAgo` months before now. */
function pragueMonth(monthsAgo: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const index = year * 12 + (month - 1) - monthsAgo;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

describe('profile statistics', () => {
  it('sum the kilometres per month over the last 12 and place the finished trips, newest first', async () => {
    const { user, token } = await signedInUser(t);
    const near = await buildTrip(t, { lengthKm: 12.5, lat: 49.41, lng: 14.68, title: 'Tábor a Lužnice' });
    const far = await buildTrip(t, { lengthKm: 7, lat: 50.08, lng: 14.42 });
    const old = await buildTrip(t, { lengthKm: 30 });
    const draft = await buildTrip(t, { lengthKm: 99, status: 'DRAFT', publishedAt: null });
    for (const trip of [near, far, old]) {
      await t.gql(`mutation { toggleTripFinished(id: "${trip.id}") { _id } }`, {}, { token });
    }
    // Finished earlier: two months ago, and more than a year ago (outside the chart); the draft never shows.
    const { db } = t.app.services;
    await db.execute(
      sql`UPDATE finished_trips SET finished_at = now() - interval '2 months' WHERE user_id = ${user.id} AND trip_id = ${far.id}`,
    );
    await db.execute(
      sql`UPDATE finished_trips SET finished_at = now() - interval '14 months' WHERE user_id = ${user.id} AND trip_id = ${old.id}`,
    );
    await db.execute(sql`INSERT INTO finished_trips (user_id, trip_id) VALUES (${user.id}, ${draft.id})`);

    const { data, errors } = await t.gql<{
      myKmByMonth: Array<{ month: string; km: number; trips: number }>;
      myFinishedTripStarts: Array<{ tripId: string; title: string; coordinates: { lat: number; lng: number } }>;
    }>(STATS, {}, { token });
    expect(errors).toBeUndefined();
    const months = data?.myKmByMonth ?? [];
    expect(months.map((row) => row.month)).toEqual(Array.from({ length: 12 }, (_, i) => pragueMonth(11 - i)));
    const byMonth = Object.fromEntries(months.map((row) => [row.month, row]));
    expect(byMonth[pragueMonth(0)]).toEqual({ month: pragueMonth(0), km: 12.5, trips: 1 });
    expect(byMonth[pragueMonth(2)]).toMatchObject({ km: 7, trips: 1 });
    expect(months.reduce((sum, row) => sum + row.km, 0)).toBe(19.5);

    expect(data?.myFinishedTripStarts.map((start) => start.tripId)).toEqual([near.id, far.id, old.id]);
    expect(data?.myFinishedTripStarts[0]).toMatchObject({
      title: 'Tábor a Lužnice',
      coordinates: { lat: 49.41, lng: 14.68 },
    });
  });

  it('are empty months and no places for a new user, and need sign-in', async () => {
    const { token } = await signedInUser(t);
    const { data } = await t.gql<{ myKmByMonth: Array<{ km: number }>; myFinishedTripStarts: unknown[] }>(
      STATS,
      {},
      { token },
    );
    expect(data?.myKmByMonth).toHaveLength(12);
    expect(data?.myKmByMonth.every((row) => row.km === 0)).toBe(true);
    expect(data?.myFinishedTripStarts).toEqual([]);
    expect(errorCode(await t.gql(STATS))).toBe('UNAUTHORIZED');
  });
});
