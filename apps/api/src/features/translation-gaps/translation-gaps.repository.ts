import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { areas, articles, tripAnnouncements, trips } from '../../db/schema.js';

/** Per kind, how many public items lack their English: readers of English get them in Czech. */
export interface GapCounts {
  trips: number;
  announcements: number;
  articles: number;
  areas: number;
}

/**
 * Published trips, announcements and articles whose English version is not complete (`has_english`), and areas with
 * no English name (null or blank), in one statement.
 */
export async function countGaps(db: Database): Promise<GapCounts> {
  const [row] = await db
    .select({
      trips: sql<number>`(SELECT count(*) FROM ${trips}
        WHERE ${trips.status} = 'PUBLISHED' AND NOT ${trips.hasEnglish})`.mapWith(Number),
      announcements: sql<number>`(SELECT count(*) FROM ${tripAnnouncements}
        WHERE ${tripAnnouncements.status} = 'PUBLISHED' AND NOT ${tripAnnouncements.hasEnglish})`.mapWith(Number),
      articles: sql<number>`(SELECT count(*) FROM ${articles}
        WHERE ${articles.status} = 'PUBLISHED' AND NOT ${articles.hasEnglish})`.mapWith(Number),
      areas: sql<number>`(SELECT count(*) FROM ${areas}
        WHERE coalesce(trim(${areas.nameEn}), '') = '')`.mapWith(Number),
    })
    .from(sql`(VALUES (1)) AS one`);
  return row;
}
