import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  articleBookmarks,
  articles,
  cities,
  contentAppeals,
  contentReports,
  finishedTrips,
  moderationDecisions,
  newsletterSubscriptions,
  onboardingPreferences,
  refreshTokens,
  supportMessages,
  tripBookmarks,
  tripRatings,
  trips,
  users,
} from '../../db/schema.js';
import { mediaUrl } from '../../media/media-urls.js';
import { findPhotosForExport } from '../hiker-photos/index.js';
import { completeTripColumns } from '../trips/index.js';

/** Everything Toulky holds about one person (GDPR art. 15 and 20), as plain data. */
export async function collectPersonalData(db: Database, userId: string, now: Date) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      roles: users.roles,
      language: users.language,
      sex: users.sex,
      ageRangeFrom: users.ageRange,
      interests: users.interests,
      onboardingCompleted: users.onboardingCompleted,
      city: cities.name,
      cityDistrict: cities.district,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const email = user.email ?? '';

  const [
    onboarding,
    bookmarkedTrips,
    bookmarkedArticles,
    finished,
    ratings,
    newsletter,
    support,
    reports,
    appeals,
    sessions,
    photos,
  ] = await Promise.all([
    db
      .select({
        drink: onboardingPreferences.drink,
        sleep: onboardingPreferences.sleep,
        transport: onboardingPreferences.transport,
        company: onboardingPreferences.company,
        durations: onboardingPreferences.durations,
        referralSource: onboardingPreferences.referralSource,
        referralText: onboardingPreferences.referralText,
        updatedAt: onboardingPreferences.updatedAt,
      })
      .from(onboardingPreferences)
      .where(eq(onboardingPreferences.userId, userId)),
    db
      .select({ tripId: trips.id, title: trips.title, slug: trips.slug, bookmarkedAt: tripBookmarks.createdAt })
      .from(tripBookmarks)
      .innerJoin(trips, eq(trips.id, tripBookmarks.tripId))
      .where(eq(tripBookmarks.userId, userId))
      .orderBy(asc(tripBookmarks.createdAt)),
    db
      .select({
        articleId: articles.id,
        title: articles.title,
        slug: articles.slug,
        bookmarkedAt: articleBookmarks.createdAt,
      })
      .from(articleBookmarks)
      .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
      .where(eq(articleBookmarks.userId, userId))
      .orderBy(asc(articleBookmarks.createdAt)),
    db
      .select({
        tripId: trips.id,
        title: trips.title,
        finishedAt: finishedTrips.finishedAt,
        km: completeTripColumns.lengthKm,
        startLat: completeTripColumns.lat,
        startLng: completeTripColumns.lng,
      })
      .from(finishedTrips)
      .innerJoin(trips, eq(trips.id, finishedTrips.tripId))
      .where(eq(finishedTrips.userId, userId))
      .orderBy(asc(finishedTrips.finishedAt)),
    db
      .select({
        tripId: trips.id,
        title: trips.title,
        score: tripRatings.score,
        text: tripRatings.text,
        createdAt: tripRatings.createdAt,
        updatedAt: tripRatings.updatedAt,
      })
      .from(tripRatings)
      .innerJoin(trips, eq(trips.id, tripRatings.tripId))
      .where(eq(tripRatings.userId, userId))
      .orderBy(asc(tripRatings.createdAt)),
    db
      .select({
        status: newsletterSubscriptions.status,
        language: newsletterSubscriptions.language,
        subscribedAt: newsletterSubscriptions.createdAt,
        confirmedAt: newsletterSubscriptions.confirmedAt,
      })
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`),
    db
      .select({ message: supportMessages.message, sentAt: supportMessages.createdAt })
      .from(supportMessages)
      .where(eq(supportMessages.userId, userId))
      .orderBy(asc(supportMessages.createdAt)),
    // Reports made signed in, or as a visitor with this address (issue 32), with the decision once there is one.
    db
      .select({
        targetKind: contentReports.targetKind,
        targetId: contentReports.targetId,
        reason: contentReports.reason,
        explanation: contentReports.explanation,
        reportedAt: contentReports.createdAt,
        decision: moderationDecisions.decision,
        decidedAt: moderationDecisions.decidedAt,
      })
      .from(contentReports)
      .leftJoin(moderationDecisions, eq(moderationDecisions.id, contentReports.decisionId))
      .where(sql`${contentReports.reporterId} = ${userId} OR lower(${contentReports.reporterEmail}) = lower(${email})`)
      .orderBy(asc(contentReports.createdAt)),
    // Appeals against decisions that hid their ratings, with the outcome once there is one.
    db
      .select({
        decisionId: contentAppeals.decisionId,
        ratingId: moderationDecisions.targetId,
        explanation: contentAppeals.explanation,
        appealedAt: contentAppeals.createdAt,
        outcome: contentAppeals.outcome,
        outcomeExplanation: contentAppeals.outcomeExplanation,
        decidedAt: contentAppeals.decidedAt,
      })
      .from(contentAppeals)
      .innerJoin(moderationDecisions, eq(moderationDecisions.id, contentAppeals.decisionId))
      .where(eq(contentAppeals.appellantId, userId))
      .orderBy(asc(contentAppeals.createdAt)),
    db
      .select({
        signedInAt: refreshTokens.createdAt,
        lastUsedAt: refreshTokens.lastUsedAt,
        browser: refreshTokens.browser,
        os: refreshTokens.os,
        platform: refreshTokens.platform,
        country: refreshTokens.country,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: refreshTokens.revokedAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .orderBy(asc(refreshTokens.createdAt)),
    // Photos on ratings (issue 32), with where each rendition is served; pending ones have no trip yet.
    findPhotosForExport(db, userId),
  ]);

  return {
    exportedAt: now.toISOString(),
    account: user,
    onboarding: onboarding[0] ?? null,
    bookmarkedTrips,
    bookmarkedArticles,
    finishedTrips: finished,
    totalKm: Math.round(finished.reduce((sum, trip) => sum + trip.km, 0) * 10) / 10,
    ratings,
    newsletter: newsletter[0] ?? null,
    supportMessages: support,
    reports,
    appeals,
    sessions,
    hikerPhotos: photos.map(({ variants, ...photo }) => ({
      ...photo,
      renditions: variants.map((variant) => ({
        url: mediaUrl(variant.key),
        format: variant.format,
        width: variant.width,
        height: variant.height,
      })),
    })),
  };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;
