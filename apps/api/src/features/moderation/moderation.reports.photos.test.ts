import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, uniqueEmail } from '../../../test/factories.js';
import { errorCode, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness.js';
import {
  buildHikerPhoto,
  data,
  decideReports,
  fields,
  publicRatingIds,
  ratedTrip,
  reportPhoto,
  type Session,
  type UserOverrides,
} from '../../../test/moderation-factories.js';
import { queryRows } from '../../db/raw.js';
import { auditLog, contentReports, hikerPhotos, moderationDecisions, tripRatings } from '../../db/schema.js';
import { ROLES } from '../../platform/auth/roles.js';

const QUEUE = `query Q($pagination: PaginationInput) { reportQueue(pagination: $pagination) { total edges {
  targetKind targetId reportCount reasons { reason count }
  rating { _id text hidden trip { _id title } }
  photo { _id caption hidden image { _id url alt width height variants { format width } }
    rating { _id text authorShortname hidden trip { _id title } } } } } }`;

interface QueueItem {
  targetKind: string;
  targetId: string;
  reportCount: number;
  rating: { _id: string; text: string; hidden: boolean; trip: { _id: string; title: string } } | null;
  photo: {
    _id: string;
    caption: string;
    hidden: boolean;
    image: { _id: string; url: string; alt: string; width: number; height: number; variants: unknown[] };
    rating: { _id: string; authorShortname: string; hidden: boolean; trip: { title: string } };
  } | null;
}

let t: TestApp;
let moderator: Session;

/** A visible rating with a photo on it: the trip, the author, the rating's and the photo's ids. */
async function photographed(caption = 'Odpadky u studánky', overrides: UserOverrides = {}) {
  const rated = await ratedTrip(t, 'Pěkná cesta.', overrides);
  const photoId = await buildHikerPhoto(t, { userId: rated.author.user.id, ratingId: rated.ratingId, caption });
  return { ...rated, photoId };
}

const decide = (input: Record<string, unknown>, session: Session | null = moderator) =>
  decideReports(t, session, { targetKind: 'HIKER_PHOTO', ...input });

async function queueItem(targetId: string): Promise<QueueItem | undefined> {
  const page = data<{ edges: QueueItem[] }>(
    await t.gql(QUEUE, { pagination: { pageSize: 50 } }, { token: moderator.token }),
  );
  return page.edges.find((item) => item.targetId === targetId);
}

const photoRow = async (id: string) =>
  (await t.app.services.db.select().from(hikerPhotos).where(eq(hikerPhotos.id, id)))[0];

const catalogueVersion = async () =>
  (await queryRows<{ version: string }>(t.app.services.db, sql`SELECT version::text FROM catalogue_version`))[0]
    ?.version;

beforeAll(async () => {
  t = await startTestApp();
  moderator = await signedInUser(t, { firstname: 'Jana', lastname: 'Moderátorová', roles: ['USER', 'CHIEF_EDITOR'] });
});
afterAll(() => t.close());

describe('reporting a photo', () => {
  it("takes a visitor's report and a signed-in person's, and acknowledges each as about a photo on the trip", async () => {
    const { trip, photoId } = await photographed();
    const visitor = uniqueEmail('visitor');
    expect(data(await reportPhoto(t, photoId, { email: visitor }, { language: 'en' }))).toBe(true);
    const english = await t.smtp.waitForMail(visitor);
    expect(english.raw).toContain(`your report of a photo on a rating of the trip "${trip.title}"`);
    expect(english.raw).toContain('reason: spam or advertising');

    const member = await signedInUser(t, { language: 'cs_CZ' });
    expect(data(await reportPhoto(t, photoId, { reason: 'PERSONAL_DATA' }, { session: member }))).toBe(true);
    const czech = await t.smtp.waitForMail(member.user.email ?? '');
    expect(czech.raw).toContain(`nahlášení fotky u hodnocení výletu „${trip.title}“`);
    expect(czech.raw).toContain('důvod: osobní údaje někoho jiného');

    const stored = await t.app.services.db.select().from(contentReports).where(eq(contentReports.targetId, photoId));
    expect(stored.map((row) => [row.targetKind, row.reporterEmail]).sort()).toEqual(
      [
        ['HIKER_PHOTO', visitor],
        ['HIKER_PHOTO', member.user.email],
      ].sort(),
    );
    // The same person again counts once.
    data(await reportPhoto(t, photoId, {}, { session: member }));
    expect((await queueItem(photoId))?.reportCount).toBe(2);
  });

  it('refuses a photo readers cannot see: hidden, pending, on a hidden rating, unknown, or a rating as a photo', async () => {
    const hidden = await photographed();
    await t.app.services.db.update(hikerPhotos).set({ hiddenAt: new Date() }).where(eq(hikerPhotos.id, hidden.photoId));
    const pending = await buildHikerPhoto(t, { userId: hidden.author.user.id, ratingId: null });
    const onHidden = await photographed();
    await t.app.services.db
      .update(tripRatings)
      .set({ hiddenAt: new Date() })
      .where(eq(tripRatings.id, onHidden.ratingId));
    for (const targetId of [hidden.photoId, pending, onHidden.photoId, crypto.randomUUID(), hidden.ratingId]) {
      const response = await reportPhoto(t, targetId, { email: uniqueEmail() });
      expect(errorCode(response), targetId).toBe('BAD_USER_INPUT');
      expect(fields(response)).toEqual([expect.objectContaining({ field: 'targetId', messageKey: 'INVALID_VALUE' })]);
    }
    expect(
      await t.app.services.db.select().from(contentReports).where(eq(contentReports.targetId, hidden.photoId)),
    ).toHaveLength(0);
  });
});

describe('the queue', () => {
  it('shows a reported photo with its renditions and caption, and the rating it is on', async () => {
    const { trip, ratingId, photoId } = await photographed('Cizí SPZ', { firstname: 'Eva', lastname: 'Malá' });
    const other = await photographed('');
    data(await reportPhoto(t, photoId, { email: uniqueEmail(), reason: 'PERSONAL_DATA' }));
    data(await reportPhoto(t, other.photoId, { email: uniqueEmail() }));
    const item = await queueItem(photoId);
    expect(item).toMatchObject({
      targetKind: 'HIKER_PHOTO',
      reportCount: 1,
      rating: { _id: ratingId, text: 'Pěkná cesta.', hidden: false, trip: { _id: trip.id, title: trip.title } },
      photo: {
        _id: photoId,
        caption: 'Cizí SPZ',
        hidden: false,
        image: { alt: 'Cizí SPZ', width: 480, height: 320, variants: [{ format: 'JPEG', width: 480 }] },
        rating: { _id: ratingId, authorShortname: 'Eva M.', hidden: false, trip: { title: trip.title } },
      },
    });
    expect((await queueItem(other.photoId))?.photo).toMatchObject({ _id: other.photoId, caption: '' });
  });

  it('shows no photo once it is deleted, and lets KEEP close its reports', async () => {
    const { photoId } = await photographed();
    data(await reportPhoto(t, photoId, { email: uniqueEmail() }));
    await t.app.services.db.delete(hikerPhotos).where(eq(hikerPhotos.id, photoId));
    expect(await queueItem(photoId)).toMatchObject({ photo: null, rating: null });
    const hide = await decide({ targetId: photoId, decision: 'HIDE', ground: 'SPAM', explanation: 'Spam.' });
    expect(fields(hide)).toEqual([expect.objectContaining({ field: 'targetId', messageKey: 'INVALID_VALUE' })]);
    expect(data(await decide({ targetId: photoId, decision: 'KEEP', explanation: 'Už není.' }))).toMatchObject({
      closedReports: 1,
    });
    expect(await queueItem(photoId)).toBeUndefined();
  });
});

describe('deciding on a photo', () => {
  it('HIDE hides the photo alone, audits it, and mails the author a statement and the reporters the outcome', async () => {
    const { trip, author, ratingId, photoId } = await photographed('Soused na zahradě', { language: 'en_US' });
    const czech = uniqueEmail('cs');
    const english = uniqueEmail('en');
    data(await reportPhoto(t, photoId, { email: czech, reason: 'PERSONAL_DATA' }, { language: 'cs' }));
    data(await reportPhoto(t, photoId, { email: english, reason: 'PERSONAL_DATA' }, { language: 'en' }));
    await t.smtp.waitForMail(czech);
    await t.smtp.waitForMail(english);
    const version = await catalogueVersion();

    const decision = data<Record<string, unknown>>(
      await decide({ targetId: photoId, decision: 'HIDE', ground: 'PERSONAL_DATA', explanation: 'Cizí obličej.' }),
    );
    expect(decision).toMatchObject({
      targetKind: 'HIKER_PHOTO',
      targetId: photoId,
      decision: 'HIDE',
      closedReports: 2,
    });
    expect((await photoRow(photoId))?.hiddenAt).toBeInstanceOf(Date);
    // The rating stays: only its photo is hidden.
    expect(await publicRatingIds(t, trip.id)).toContain(ratingId);
    expect(await queueItem(photoId)).toBeUndefined();
    // Cached public answers (the trip's page, its photos) are read again.
    expect(await catalogueVersion()).not.toBe(version);

    const statement = await t.smtp.waitForMail(author.user.email ?? '');
    expect(statement.raw).toContain('Why your photo has been hidden');
    expect(statement.raw).toContain(
      `we have hidden your photo captioned "Soused na zahradě" on your rating of the trip "${trip.title}"`,
    );
    expect(statement.raw).toContain('the rating itself is unchanged');
    expect(statement.raw).toContain("Ground: someone else's personal data");
    expect(statement.raw).toContain('Cizí obličej.');
    expect(statement.raw).toContain('no automated means were used');
    expect(statement.raw).toContain(
      `on the trip's page (${TEST_PUBLIC_URL}/app/trips/${trip.id}), choose "Appeal" by the hidden photo in your rating`,
    );
    expect(statement.raw).toContain('out-of-court dispute settlement body');
    expect((await t.smtp.waitForMail(czech)).raw).toContain(
      `posoudila fotku u hodnocení výletu „${trip.title}“, kterou jste nahlásili, a skryla ji`,
    );
    expect((await t.smtp.waitForMail(english)).raw).toContain(
      `reviewed the photo on a rating of the trip "${trip.title}" that you reported and hid it`,
    );

    const audit = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'hiker_photo'), eq(auditLog.entityId, photoId)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['photo.hide', 'reports.decide']);
    expect(audit.find((entry) => entry.action === 'photo.hide')).toMatchObject({
      actorId: moderator.user.id,
      before: { ratingId, hidden: false, caption: 'Soused na zahradě' },
      after: { ratingId, hidden: true },
    });
    expect(JSON.stringify(audit)).not.toContain('@');
    // Hidden: nobody can report it any more.
    expect(fields(await reportPhoto(t, photoId, { email: uniqueEmail() }))[0]?.field).toBe('targetId');
  });

  it('tells a Czech author in Czech, naming a photo without a caption plainly', async () => {
    const { trip, author, photoId } = await photographed('');
    data(await reportPhoto(t, photoId, { email: uniqueEmail() }));
    data(await decide({ targetId: photoId, decision: 'HIDE', ground: 'SPAM', explanation: 'Reklama.' }));
    const statement = await t.smtp.waitForMail(author.user.email ?? '');
    expect(statement.raw).toContain('Odůvodnění skrytí vaší fotky');
    expect(statement.raw).toContain(`Rozhodnutí: vaši fotku u hodnocení výletu „${trip.title}“ jsme skryli.`);
    expect(statement.raw).toContain('Důvod: spam nebo reklama.');
    expect(statement.raw).toContain('automatizované prostředky k rozhodnutí použity nebyly');
    expect(statement.raw).toContain('zvolte u skryté fotky ve svém hodnocení „Odvolat se“');
    expect(statement.raw).toContain('mimosoudní řešení sporů');
  });

  it('KEEP keeps the photo and tells the reporters', async () => {
    const { author, photoId } = await photographed();
    const reporter = uniqueEmail('keep');
    data(await reportPhoto(t, photoId, { email: reporter, reason: 'OFF_TOPIC' }, { language: 'en' }));
    await t.smtp.waitForMail(reporter);
    data(await decide({ targetId: photoId, decision: 'KEEP', explanation: 'Je z trasy.' }));
    expect((await photoRow(photoId))?.hiddenAt).toBeNull();
    const outcome = await t.smtp.waitForMail(reporter);
    expect(outcome.raw).toContain('that you reported and kept it');
    expect(t.smtp.mails.some((mail) => mail.to.includes(author.user.email ?? ''))).toBe(false);
  });

  it('is for CHIEF_EDITOR and ADMIN only: anonymous UNAUTHORIZED, others FORBIDDEN, nothing changed', async () => {
    const { photoId } = await photographed();
    data(await reportPhoto(t, photoId, { email: uniqueEmail() }));
    const input = { targetId: photoId, decision: 'HIDE', ground: 'SPAM', explanation: 'Spam.' };
    expect(errorCode(await decide(input, null))).toBe('UNAUTHORIZED');
    for (const role of ROLES.filter((one) => !['CHIEF_EDITOR', 'ADMIN'].includes(one))) {
      const session = await signedInUser(t, { roles: [...new Set(['USER', role])] });
      expect(errorCode(await decide(input, session)), role).toBe('FORBIDDEN');
    }
    expect((await photoRow(photoId))?.hiddenAt).toBeNull();
    expect((await queueItem(photoId))?.reportCount).toBe(1);
  });
});

describe('a photo reported before hikers’ photos had one name', () => {
  it('migration 0028 renames its reports, decision and audit entries from RATING_PHOTO to HIKER_PHOTO', async () => {
    const { db } = t.app.services;
    const { photoId } = await photographed();
    data(await reportPhoto(t, photoId, { email: uniqueEmail() }));
    data(await decide({ targetId: photoId, decision: 'HIDE', ground: 'SPAM', explanation: 'Reklama.' }));

    // The rows as migration 0027's schema stored them (the other tests' photos here are HIKER_PHOTO already).
    for (const table of ['content_reports', 'moderation_decisions']) {
      const constraint = `"${table}_target_kind"`;
      await db.execute(sql.raw(`ALTER TABLE "${table}" DROP CONSTRAINT ${constraint}`));
      await db.execute(sql.raw(`UPDATE "${table}" SET target_kind = 'RATING_PHOTO' WHERE target_id = '${photoId}'`));
      const kinds = "'RATING', 'RATING_PHOTO', 'HIKER_PHOTO'";
      await db.execute(
        sql.raw(`ALTER TABLE "${table}" ADD CONSTRAINT ${constraint} CHECK (target_kind IN (${kinds}))`),
      );
    }
    await db.execute(sql`UPDATE audit_log SET entity_type = 'rating_photo' WHERE entity_id = ${photoId}`);

    // The migration's statements about the stored kind, run again over this database.
    const migration = readFileSync(new URL('../../db/migrations/0028_hiker_photos.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').slice(-7)) await db.execute(sql.raw(statement));

    const kinds = async (table: typeof contentReports | typeof moderationDecisions) =>
      (await db.select({ kind: table.targetKind }).from(table).where(eq(table.targetId, photoId))).map(
        (row) => row.kind,
      );
    expect(await kinds(contentReports)).toEqual(['HIKER_PHOTO']);
    expect(await kinds(moderationDecisions)).toEqual(['HIKER_PHOTO']);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, photoId));
    expect(audit.map((entry) => entry.entityType)).toEqual(['hiker_photo', 'hiker_photo']);
    await expect(
      db.execute(sql`UPDATE content_reports SET target_kind = 'RATING_PHOTO' WHERE target_id = ${photoId}`),
    ).rejects.toThrow();
    expect((await photoRow(photoId))?.hiddenAt).not.toBeNull();
  });
});
