import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import {
  type areas,
  articles,
  auditLog,
  type images,
  type labels,
  revisions,
  type tracks,
  tripAnnouncements,
  trips,
  users,
} from '../../db/schema.js';

/** The kinds of item the console edits, as `revisions.entity_type` and `audit_log.entity_type` name them. */
export type EditorialEntity = 'trip' | 'article' | 'announcement';

/** Which of the ids exist (areas, labels, images or tracks), to refuse a reference to nothing as bad input. */
export async function existingIds(
  db: Database,
  table: typeof areas | typeof labels | typeof images | typeof tracks,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function insertRevision(
  db: Database,
  revision: { entityType: EditorialEntity; entityId: string; version: number; authorId: string; snapshot: unknown },
): Promise<void> {
  await db.insert(revisions).values(revision);
}

const ofItem = (entityType: EditorialEntity, id: string) =>
  and(eq(revisions.entityType, entityType), eq(revisions.entityId, id));

export async function deleteRevisions(db: Database, entityType: EditorialEntity, id: string): Promise<void> {
  await db.delete(revisions).where(ofItem(entityType, id));
}

function selectRevisions(db: Database) {
  return db
    .select({
      version: revisions.version,
      snapshot: revisions.snapshot,
      createdAt: revisions.createdAt,
      authorId: revisions.authorId,
      authorFirstname: users.firstname,
      authorLastname: users.lastname,
    })
    .from(revisions)
    .leftJoin(users, eq(users.id, revisions.authorId));
}

/** An item's revisions, the newest first, with who saved each. */
export function findRevisions(db: Database, entityType: EditorialEntity, id: string) {
  return selectRevisions(db).where(ofItem(entityType, id)).orderBy(desc(revisions.version));
}

export type RevisionRow = Awaited<ReturnType<typeof findRevisions>>[number];

export async function findRevision(
  db: Database,
  entityType: EditorialEntity,
  id: string,
  version: number,
): Promise<RevisionRow | undefined> {
  const [row] = await selectRevisions(db).where(and(ofItem(entityType, id), eq(revisions.version, version)));
  return row;
}

/**
 * One UPDATE of a table with `publishing` columns: its rows due at `now` become PUBLISHED, returning their ids and
 * versions.
 */
const publishDue = (table: typeof trips | typeof articles | typeof tripAnnouncements, now: SQL) => sql`
  UPDATE ${table}
     SET status = 'PUBLISHED',
         published_at = coalesce(published_at, scheduled_at),
         scheduled_at = NULL,
         version = version + 1,
         updated_at = now()
   WHERE status = 'SCHEDULED' AND scheduled_at <= ${now}
  RETURNING id, version`;

/**
 * The wall's announcement of trips published for the first time (`trips` a query of their ids): each gets one
 * published trip announcement with its title, preview, label and cover, and an audit record of it, unless one of its
 * announcements is past the draft: published once (a trip unpublished and published again is not announced twice), or
 * submitted or scheduled (the partner's own stands in). A draft nobody submitted may never go out, so it does not
 * stand in. The trip's author is the announcement's.
 * The announcement's insert is what tells every process's wall (`feedUpdated`, migration 0005's trigger). Editors
 * change or withdraw it like any other.
 */
export function announceTrips(tripIds: SQL, actorId: string | null): SQL {
  return sql`
    announced AS (
      INSERT INTO ${tripAnnouncements}
             (title, preview, label_id, image_id, trip_id, author_id, status, published_at, updated_by_id)
      SELECT t.title, t.preview, t.label_id, t.cover_image_id, t.id, t.author_id, 'PUBLISHED', now(), ${actorId}::uuid
        FROM ${trips} t
       WHERE t.id IN (${tripIds})
         AND NOT EXISTS (SELECT 1 FROM ${tripAnnouncements} a WHERE a.trip_id = t.id
                             AND (a.status <> 'DRAFT' OR a.published_at IS NOT NULL))
      RETURNING id, trip_id
    ), announcement_recorded AS (
      INSERT INTO ${auditLog} (actor_id, action, entity_type, entity_id, before, after)
      SELECT ${actorId}::uuid, 'announcement.announceTrip', 'announcement', announced.id::text, NULL,
             jsonb_build_object('status', 'PUBLISHED', 'tripId', announced.trip_id)
        FROM announced
    )`;
}

/** Announces one trip on the wall if it never was (its first publication by an editor); see `announceTrips`. */
export async function announceTrip(db: Database, tripId: string, actorId: string): Promise<void> {
  await db.execute(sql`WITH ${announceTrips(sql`SELECT ${tripId}::uuid`, actorId)} SELECT 1`);
}

/**
 * Publishes every trip, article and announcement whose time has come, in one statement with their audit records
 * (`<kind>.publishScheduled`), so one commit bumps the public catalogue once for all of them. Each row is updated once
 * whichever process gets there first: a second process's UPDATE waits for the row and then no longer matches
 * `status = 'SCHEDULED'`, so a schedule fires in exactly one process however many run. `now` is the app's clock.
 */
export async function publishDueContent(db: Database, now: Date): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    WITH due_trips AS (${publishDue(trips, at)}),
    due_articles AS (${publishDue(articles, at)}),
    due_announcements AS (${publishDue(tripAnnouncements, at)}),
    ${announceTrips(sql`SELECT id FROM due_trips`, null)},
    due AS (
      SELECT 'trip' AS kind, id, version FROM due_trips
      UNION ALL SELECT 'article', id, version FROM due_articles
      UNION ALL SELECT 'announcement', id, version FROM due_announcements
    ), recorded AS (
      INSERT INTO ${auditLog} (action, entity_type, entity_id, before, after)
      SELECT due.kind || '.publishScheduled', due.kind, due.id::text, '{"status":"SCHEDULED"}'::jsonb,
             jsonb_build_object('status', 'PUBLISHED', 'version', due.version)
        FROM due
    )
    SELECT id FROM due`,
  );
  return rows.map((row) => row.id);
}
