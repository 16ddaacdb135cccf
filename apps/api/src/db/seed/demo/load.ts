import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../client.js';
import {
  areas,
  articles,
  finishedTrips,
  images,
  labels,
  tripAnnouncements,
  tripImages,
  tripRatings,
  trips,
  users,
} from '../../schema.js';
import { AREAS, LABELS } from './areas.js';
import { ANNOUNCEMENTS, ARTICLES } from './articles.js';
import { composeContent, routeLink } from './compose.js';
import { COMMENTS, EDITOR, pseudoRandom, REVIEWERS } from './ratings.js';
import { loadDemoTracks } from './tracks.js';
import { BOHEMIA_TRIPS } from './trips-bohemia.js';
import { MORAVIA_TRIPS } from './trips-moravia.js';
import { NORTH_EAST_TRIPS } from './trips-north-east.js';

export const DEMO_TRIPS = [...BOHEMIA_TRIPS, ...NORTH_EAST_TRIPS, ...MORAVIA_TRIPS];

const DAY_MS = 24 * 3600 * 1000;
const GALLERY_SIZE = 3;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function areaIdsBySlug(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.select({ id: areas.id, slug: areas.slug }).from(areas);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

type LabelKind = 'TRIP' | 'ARTICLE';

/** The labels of one kind by slug: trips and announcements carry TRIP labels, articles ARTICLE labels. */
async function labelIdsBySlug(tx: Tx, kind: LabelKind): Promise<Map<string, string>> {
  const rows = await tx.select({ id: labels.id, slug: labels.slug }).from(labels).where(eq(labels.kind, kind));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Each demo label in the kinds of content that use it (a label both use is two labels, one of each kind). */
function demoLabelRows(): (typeof labels.$inferInsert)[] {
  const usedBy: Record<LabelKind, Set<string | undefined>> = {
    TRIP: new Set([...DEMO_TRIPS, ...ANNOUNCEMENTS].map((item) => item.label)),
    ARTICLE: new Set(ARTICLES.map((article) => article.label)),
  };
  return (['TRIP', 'ARTICLE'] as const).flatMap((kind) =>
    LABELS.filter((label) => usedBy[kind].has(label.slug)).map((label) => ({
      kind,
      slug: label.slug,
      labelCs: label.cs,
      labelEn: label.en,
      color: label.color,
    })),
  );
}

async function ensurePeople(tx: Tx): Promise<{ editorId: string; reviewerIds: string[] }> {
  const people = [
    { ...EDITOR, roles: ['TRIP_EDITOR', 'BLOG_EDITOR'] },
    ...REVIEWERS.map((r) => ({ ...r, roles: ['USER'] })),
  ];
  // No password: these accounts exist to sign the demo content and cannot be signed into.
  await tx
    .insert(users)
    .values(people.map((person) => ({ ...person, passwordHash: null, onboardingCompleted: true })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        people.map((person) => person.email),
      ),
    );
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  return {
    editorId: byEmail.get(EDITOR.email) ?? '',
    reviewerIds: REVIEWERS.map((reviewer) => byEmail.get(reviewer.email) ?? ''),
  };
}

/** Inserts one generated picture per seed, described in Czech and (`altEn`, if any) English; returns their ids. */
async function insertImages(
  tx: Tx,
  pictures: { seed: string; alt: string; altEn: string | null }[],
): Promise<string[]> {
  if (pictures.length === 0) return [];
  const rows = await tx
    .insert(images)
    .values(
      pictures.map((picture) => ({
        url: `/media/generated/${picture.seed}.svg`,
        alt: picture.alt,
        altEn: picture.altEn,
      })),
    )
    .returning({ id: images.id });
  return rows.map((row) => row.id);
}

/** Trips with covers, galleries, ratings and finished marks by the demo reviewers. Existing trips are kept. */
async function loadTrips(tx: Tx, now: number, editorId: string, reviewerIds: string[]): Promise<Map<string, string>> {
  const areaIds = await areaIdsBySlug(tx);
  const labelIds = await labelIdsBySlug(tx, 'TRIP');
  const existing = await tx.select({ slug: trips.slug }).from(trips);
  const known = new Set(existing.map((row) => row.slug));
  const fresh = DEMO_TRIPS.filter((trip) => !known.has(trip.slug));

  const pictureIds = await insertImages(
    tx,
    fresh.flatMap((trip) =>
      Array.from({ length: GALLERY_SIZE + 1 }, (_, index) => ({
        seed: `${trip.slug}-${index}`,
        alt: index === 0 ? trip.title : `${trip.title} – ${index}. fotografie`,
        altEn: index === 0 ? trip.en.title : `${trip.en.title} – photo ${index}`,
      })),
    ),
  );
  if (fresh.length > 0) {
    const inserted = await tx
      .insert(trips)
      .values(
        fresh.map((trip, index) => ({
          slug: trip.slug,
          title: trip.title,
          areaId: trip.area ? areaIds.get(trip.area) : null,
          labelId: trip.label ? labelIds.get(trip.label) : null,
          authorId: editorId,
          coverImageId: pictureIds[index * (GALLERY_SIZE + 1)],
          routeLink: routeLink(trip),
          lat: trip.lat,
          lng: trip.lng,
          preview: trip.preview,
          perex: trip.perex,
          content: composeContent(trip),
          titleEn: trip.en.title,
          previewEn: trip.en.preview,
          perexEn: trip.en.perex,
          contentEn: composeContent(trip, 'en'),
          accessibility: trip.access ?? [],
          gastro: trip.gastro ?? [],
          suitability: trip.suitability ?? [],
          additionalActivities: trip.activities ?? [],
          overnightStay: trip.overnight ?? [],
          terrain: trip.terrain,
          lengthKm: trip.km,
          routeType: trip.route,
          duration: trip.duration,
          status: 'PUBLISHED',
          publishedAt: new Date(now - trip.days * DAY_MS),
        })),
      )
      .returning({ id: trips.id, slug: trips.slug });
    const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    await tx.insert(tripImages).values(
      fresh.flatMap((trip, index) =>
        Array.from({ length: GALLERY_SIZE }, (_, position) => ({
          tripId: idBySlug.get(trip.slug) ?? '',
          imageId: pictureIds[index * (GALLERY_SIZE + 1) + position + 1],
          position,
        })),
      ),
    );
    await rateAndFinish(
      tx,
      now,
      fresh.map((trip) => ({ slug: trip.slug, id: idBySlug.get(trip.slug) ?? '' })),
      reviewerIds,
    );
  }
  const all = await tx.select({ id: trips.id, slug: trips.slug }).from(trips);
  return new Map(all.map((row) => [row.slug, row.id]));
}

async function rateAndFinish(tx: Tx, now: number, tripRows: { slug: string; id: string }[], reviewerIds: string[]) {
  const ratings: (typeof tripRatings.$inferInsert)[] = [];
  const finished: (typeof finishedTrips.$inferInsert)[] = [];
  for (const trip of tripRows) {
    reviewerIds.forEach((userId, index) => {
      const chance = pseudoRandom(trip.slug, String(index));
      if (chance < 0.55) {
        finished.push({ userId, tripId: trip.id, finishedAt: new Date(now - (1 + chance * 300) * DAY_MS) });
      }
      if (chance < 0.4) {
        const roll = pseudoRandom(trip.slug, String(index), 'score');
        const score = roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.93 ? 3 : 2;
        const comments = COMMENTS[score];
        ratings.push({
          userId,
          tripId: trip.id,
          score,
          text: comments[Math.floor(roll * 1000) % comments.length],
          createdAt: new Date(now - (1 + chance * 200) * DAY_MS),
        });
      }
    });
  }
  if (ratings.length > 0) await tx.insert(tripRatings).values(ratings).onConflictDoNothing();
  if (finished.length > 0) await tx.insert(finishedTrips).values(finished).onConflictDoNothing();
  const ids = tripRows.map((trip) => trip.id);
  await tx.execute(sql`
    UPDATE trips SET
      rating_count = (SELECT count(*) FROM trip_ratings r WHERE r.trip_id = trips.id AND r.hidden_at IS NULL),
      average_rating = (SELECT avg(score)::real FROM trip_ratings r WHERE r.trip_id = trips.id AND r.hidden_at IS NULL),
      finished_count = (SELECT count(*) FROM finished_trips f WHERE f.trip_id = trips.id)
    WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}

async function loadWall(tx: Tx, now: number, editorId: string, tripIds: Map<string, string>) {
  const articleLabelIds = await labelIdsBySlug(tx, 'ARTICLE');
  const labelIds = await labelIdsBySlug(tx, 'TRIP');
  const knownArticles = new Set((await tx.select({ slug: articles.slug }).from(articles)).map((row) => row.slug));
  const freshArticles = ARTICLES.filter((article) => !knownArticles.has(article.slug));
  const articleImages = await insertImages(
    tx,
    freshArticles.map((article) => ({
      seed: `clanek-${article.slug}`,
      alt: article.title,
      altEn: article.en?.title ?? null,
    })),
  );
  if (freshArticles.length > 0) {
    await tx.insert(articles).values(
      freshArticles.map((article, index) => ({
        slug: article.slug,
        title: article.title,
        preview: article.preview,
        perex: article.perex,
        content: article.body.join('\n\n'),
        // Two articles have no English on purpose (articles.ts): readers of English get them in Czech.
        slugEn: article.en?.slug ?? null,
        titleEn: article.en?.title ?? null,
        previewEn: article.en?.preview ?? null,
        perexEn: article.en?.perex ?? null,
        contentEn: article.en?.body.join('\n\n') ?? null,
        labelId: articleLabelIds.get(article.label),
        imageId: articleImages[index],
        authorId: editorId,
        status: 'PUBLISHED',
        publishedAt: new Date(now - article.days * DAY_MS),
      })),
    );
  }
  const knownTitles = new Set(
    (await tx.select({ title: tripAnnouncements.title }).from(tripAnnouncements)).map((row) => row.title),
  );
  const freshAnnouncements = ANNOUNCEMENTS.filter((item) => !knownTitles.has(item.title));
  const announcementImages = await insertImages(
    tx,
    freshAnnouncements.map((item) => ({ seed: `${item.trip}-0`, alt: item.title, altEn: item.en.title })),
  );
  if (freshAnnouncements.length > 0) {
    await tx.insert(tripAnnouncements).values(
      freshAnnouncements.map((item, index) => ({
        title: item.title,
        preview: item.preview,
        titleEn: item.en.title,
        previewEn: item.en.preview,
        labelId: labelIds.get(item.label),
        imageId: announcementImages[index],
        tripId: tripIds.get(item.trip) ?? '',
        authorId: editorId,
        status: 'PUBLISHED',
        publishedAt: new Date(now - item.days * DAY_MS + 3600 * 1000),
      })),
    );
  }
}

/**
 * Areas, labels, 64 trips (4 with a GPX track), articles, announcements and ratings, in Czech and English (all but two
 * articles, which are Czech only on purpose); running it again adds nothing.
 */
export async function loadDemoContent(db: Database, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(areas)
      .values(AREAS.map((area) => ({ slug: area.slug, name: area.name, nameEn: area.en, region: area.region })))
      .onConflictDoNothing();
    await tx.insert(labels).values(demoLabelRows()).onConflictDoNothing();
    const { editorId, reviewerIds } = await ensurePeople(tx);
    const tripIds = await loadTrips(tx, now, editorId, reviewerIds);
    await loadDemoTracks(tx, DEMO_TRIPS, editorId);
    await loadWall(tx, now, editorId, tripIds);
  });
}
