import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { areas, articles, labels, tripAnnouncements, trips, users } from '../../db/schema.js';
import type { AreaFields, LabelFields, LabelKind } from './taxonomy.inputs.js';

type LabelColumn = 'id' | 'kind' | 'slug' | 'labelCs' | 'labelEn' | 'color' | 'version';
export type LabelRow = Pick<typeof labels.$inferSelect, LabelColumn> & { usageCount: number };
export type AreaRow = Pick<typeof areas.$inferSelect, 'id' | 'slug' | 'name' | 'nameEn' | 'region' | 'version'> & {
  tripCount: number;
};

/** How many items carry each label: one grouped scan per table, whatever the number of labels. */
function labelUsage(db: Database) {
  const uses = db
    .select({ labelId: trips.labelId })
    .from(trips)
    .unionAll(db.select({ labelId: tripAnnouncements.labelId }).from(tripAnnouncements))
    .unionAll(db.select({ labelId: articles.labelId }).from(articles))
    .as('uses');
  return db
    .select({ labelId: uses.labelId, usageCount: count().as('usage_count') })
    .from(uses)
    .groupBy(uses.labelId)
    .as('usage');
}

function selectLabels(db: Database) {
  const usage = labelUsage(db);
  return db
    .select({ ...labelColumns, usageCount: sql<number>`coalesce(${usage.usageCount}, 0)::int` })
    .from(labels)
    .leftJoin(usage, eq(usage.labelId, labels.id));
}

const labelColumns = {
  id: labels.id,
  kind: labels.kind,
  slug: labels.slug,
  labelCs: labels.labelCs,
  labelEn: labels.labelEn,
  color: labels.color,
  version: labels.version,
};

const updater = alias(users, 'updater');
/** Who saved a label or an area last: what optimistic locking names when it refuses an outdated change. */
const updaterColumns = { updaterFirstname: updater.firstname, updaterLastname: updater.lastname };

/** The labels of a kind by Czech name (Czech collation is the database's; ties by slug). */
export function findLabels(db: Database, kind: LabelKind): Promise<LabelRow[]> {
  return selectLabels(db).where(eq(labels.kind, kind)).orderBy(asc(labels.labelCs), asc(labels.slug));
}

export async function findLabel(db: Database, id: string): Promise<LabelRow | undefined> {
  const [row] = await selectLabels(db).where(eq(labels.id, id));
  return row;
}

/**
 * Locks the label for the rest of the transaction. A trip, article or announcement being given the label at the same
 * time holds a key-share lock on it, so a deletion waits for that write and then counts it.
 */
export async function lockLabel(db: Database, id: string) {
  const [row] = await db
    .select({ ...labelColumns, updatedById: labels.updatedById, updatedAt: labels.updatedAt, ...updaterColumns })
    .from(labels)
    .leftJoin(updater, eq(updater.id, labels.updatedById))
    .where(eq(labels.id, id))
    .for('update', { of: labels });
  return row;
}

/** Inserts the label unless its slug is taken within its kind (false then: the caller tries the next slug). */
export async function insertLabel(
  db: Database,
  values: LabelFields & { id: string; kind: LabelKind; slug: string; updatedById: string },
): Promise<boolean> {
  const rows = await db.insert(labels).values(values).onConflictDoNothing().returning({ id: labels.id });
  return rows.length > 0;
}

/** Saves the label as the next version, by the editor. */
export async function updateLabel(
  db: Database,
  id: string,
  values: LabelFields & { version: number; updatedById: string },
): Promise<void> {
  await db
    .update(labels)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(labels.id, id));
}

export async function deleteLabel(db: Database, id: string): Promise<void> {
  await db.delete(labels).where(eq(labels.id, id));
}

/** Every trip, announcement and article carrying the label, in any status (one statement: it runs in a transaction). */
export async function countLabelUsage(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`(SELECT count(*) FROM ${trips} WHERE ${trips.labelId} = ${id})
        + (SELECT count(*) FROM ${tripAnnouncements} WHERE ${tripAnnouncements.labelId} = ${id})
        + (SELECT count(*) FROM ${articles} WHERE ${articles.labelId} = ${id})`.mapWith(Number),
    })
    .from(sql`(VALUES (1)) AS one`);
  return row?.n ?? 0;
}

/** Which of the ids are labels of the kind (an editor may give an item only a label of its own kind). */
export async function labelIdsOfKind(db: Database, kind: LabelKind, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.kind, kind), inArray(labels.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

function selectAreas(db: Database) {
  const usage = db
    .select({ areaId: trips.areaId, tripCount: count().as('trip_count') })
    .from(trips)
    .groupBy(trips.areaId)
    .as('usage');
  return db
    .select({
      id: areas.id,
      slug: areas.slug,
      name: areas.name,
      nameEn: areas.nameEn,
      region: areas.region,
      version: areas.version,
      tripCount: sql<number>`coalesce(${usage.tripCount}, 0)::int`,
    })
    .from(areas)
    .leftJoin(usage, eq(usage.areaId, areas.id));
}

export function findAreas(db: Database): Promise<AreaRow[]> {
  return selectAreas(db).orderBy(asc(areas.name), asc(areas.slug));
}

export async function findArea(db: Database, id: string): Promise<AreaRow | undefined> {
  const [row] = await selectAreas(db).where(eq(areas.id, id));
  return row;
}

/** Locks the area for the rest of the transaction (see lockLabel). */
export async function lockArea(db: Database, id: string) {
  const [row] = await db
    .select({
      id: areas.id,
      slug: areas.slug,
      name: areas.name,
      nameEn: areas.nameEn,
      region: areas.region,
      version: areas.version,
      updatedById: areas.updatedById,
      updatedAt: areas.updatedAt,
      ...updaterColumns,
    })
    .from(areas)
    .leftJoin(updater, eq(updater.id, areas.updatedById))
    .where(eq(areas.id, id))
    .for('update', { of: areas });
  return row;
}

/** Inserts the area unless its slug is taken (false then: the caller tries the next slug). */
export async function insertArea(
  db: Database,
  values: AreaFields & { id: string; slug: string; updatedById: string },
): Promise<boolean> {
  const rows = await db.insert(areas).values(values).onConflictDoNothing().returning({ id: areas.id });
  return rows.length > 0;
}

/** Saves the area as the next version, by the editor. */
export async function updateArea(
  db: Database,
  id: string,
  values: AreaFields & { version: number; updatedById: string },
): Promise<void> {
  await db
    .update(areas)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(areas.id, id));
}

export async function deleteArea(db: Database, id: string): Promise<void> {
  await db.delete(areas).where(eq(areas.id, id));
}

export async function countAreaTrips(db: Database, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trips).where(eq(trips.areaId, id));
  return row?.n ?? 0;
}
