import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnnouncement, buildArea, buildArticle, buildTrip } from '../../../test/content-factories.js';
import { signedInUser } from '../../../test/factories.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';
import { trips } from '../../db/schema.js';
import { ROLES } from '../../platform/auth/roles.js';

const GAPS = '{ translationGaps { trips announcements articles areas } }';

/** Every English text a trip or an announcement needs to be complete. */
const TRIP_ENGLISH = { titleEn: 'Rock town', previewEn: 'A loop.', perexEn: 'Through the rocks.', contentEn: 'Go.' };
const ARTICLE_ENGLISH = { ...TRIP_ENGLISH, slugEn: 'rock-town' };

let t: TestApp;
const tokens = new Map<string, string>();

async function gaps(role: string) {
  return t.gql<{ translationGaps: Record<string, number | null> }>(GAPS, {}, { token: tokens.get(role) });
}

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLES) {
    const session = await signedInUser(t, { roles: [...new Set(['USER', role])] });
    tokens.set(role, session.token);
  }
  // Counted: published, English missing or incomplete. Not counted: English complete, or not published.
  const trip = await buildTrip(t);
  await buildTrip(t, { titleEn: 'Half done' });
  await buildTrip(t, TRIP_ENGLISH);
  await buildTrip(t, { status: 'DRAFT', publishedAt: null });
  await buildAnnouncement(t, { tripId: trip.id });
  await buildAnnouncement(t, { tripId: trip.id, titleEn: 'New trip', previewEn: 'Have a look.' });
  await buildAnnouncement(t, { tripId: trip.id, status: 'UNPUBLISHED' });
  await buildArticle(t);
  await buildArticle(t, { ...TRIP_ENGLISH, titleEn: 'No English address' });
  await buildArticle(t, ARTICLE_ENGLISH);
  await buildArticle(t, { status: 'SCHEDULED', publishedAt: null, scheduledAt: new Date(Date.now() + 3_600_000) });
  // Areas are always public: one without an English name, one with a blank one, one named.
  await buildArea(t);
  await buildArea(t, { nameEn: '  ' });
  await buildArea(t, { nameEn: 'Bohemian Paradise' });
});
afterAll(() => t.close());

describe('translationGaps', () => {
  it('counts the published items readers of English see in Czech, per kind', async () => {
    const response = await gaps('CHIEF_EDITOR');
    expect(response.errors).toBeUndefined();
    expect(response.data?.translationGaps).toEqual({ trips: 2, announcements: 1, articles: 2, areas: 2 });
  });

  it('follows the English as it is completed', async () => {
    await t.app.services.db.update(trips).set(TRIP_ENGLISH).where(eq(trips.titleEn, 'Half done'));
    expect((await gaps('ADMIN')).data?.translationGaps.trips).toBe(1);
  });

  it('tells each editor the kinds they edit, and nobody else anything', async () => {
    expect(errorCode(await t.gql(GAPS))).toBe('UNAUTHORIZED');
    expect(errorCode(await gaps('USER'))).toBe('FORBIDDEN');
    const told = async (role: string) => {
      const counts = (await gaps(role)).data?.translationGaps ?? {};
      return Object.keys(counts).filter((kind) => counts[kind] !== null);
    };
    expect(await told('ADMIN')).toEqual(['trips', 'announcements', 'articles', 'areas']);
    expect(await told('CHIEF_EDITOR')).toEqual(['trips', 'announcements', 'articles', 'areas']);
    expect(await told('TRIP_EDITOR')).toEqual(['trips', 'announcements', 'areas']);
    expect(await told('BLOG_EDITOR')).toEqual(['articles']);
    // A partner finishes only their own unpublished trips: the published ones are not theirs to translate.
    expect(await told('PARTNER_EDITOR')).toEqual([]);
  });
});
