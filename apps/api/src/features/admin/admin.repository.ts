import { and, count, desc, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { articleBookmarks, auditLog, finishedTrips, tripBookmarks, tripRatings, users } from '../../db/schema.js';
import type { Page } from '../../platform/pagination.js';
import { queryWords } from '../search/index.js';

const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  roles: users.roles,
  status: users.status,
  createdAt: users.createdAt,
  ratingsCount: sql<number>`(SELECT count(*)::int FROM ${tripRatings} WHERE ${tripRatings.userId} = ${users.id})`,
  finishedCount: sql<number>`(SELECT count(*)::int FROM ${finishedTrips} WHERE ${finishedTrips.userId} = ${users.id})`,
  bookmarksCount: sql<number>`(SELECT count(*)::int FROM ${tripBookmarks} WHERE ${tripBookmarks.userId} = ${users.id})
    + (SELECT count(*)::int FROM ${articleBookmarks} WHERE ${articleBookmarks.userId} = ${users.id})`,
};

export type AdminUserRow = {
  id: string;
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  roles: string[];
  status: string;
  createdAt: Date;
  ratingsCount: number;
  finishedCount: number;
  bookmarksCount: number;
};

/** A LIKE pattern matching what starts with the text, wildcards in it taken literally. */
function prefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Each word of the search starts the e-mail, the first or the last name, any case and without diacritics, a name in
 * any of its forms ("jana novakove" finds Jana Nováková); each column has a text_pattern_ops index on what is
 * compared, so PostgreSQL combines three index scans per form of a word.
 */
/** The forms a name may take for a word typed; none for what is not one word of a name ("jana.novak"). */
function nameForms(word: string): string[] {
  const [only, ...more] = queryWords(word);
  return only && more.length === 0 ? only.forms : [];
}

function searchCondition(search: string | null | undefined): SQL | undefined {
  const words = search?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(
        sql`lower(${users.email}) LIKE ${prefix(word)}`,
        ...nameForms(word).flatMap((form) => [
          sql`toulky_unaccent(${users.firstname}) LIKE ${prefix(form)}`,
          sql`toulky_unaccent(${users.lastname}) LIKE ${prefix(form)}`,
        ]),
      ),
    ),
  );
}

export async function searchUsers(
  db: Database,
  search: string | null | undefined,
  page: Page,
): Promise<{ total: number; edges: AdminUserRow[] }> {
  const where = searchCondition(search);
  const [[totalRow], edges] = await Promise.all([
    db.select({ total: count() }).from(users).where(where),
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total: totalRow?.total ?? 0, edges };
}

export async function findAdminUser(db: Database, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The user's roles and status, locked until the transaction ends (two admins changing one user take turns). */
export async function lockUser(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, roles: users.roles, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

export async function updateUserAccess(
  db: Database,
  id: string,
  values: { roles?: string[]; status?: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export interface AuditRecord {
  actorId: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Records an editorial write; call it in the write's own transaction. */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values(record);
}

export type AuditRow = typeof auditLog.$inferSelect & {
  actorFirstname: string | null;
  actorLastname: string | null;
  actorStatus: string | null;
};

export async function findAuditPage(
  db: Database,
  filter: { entityType?: string | null; entityId?: string | null },
  page: Page,
): Promise<{ total: number; edges: AuditRow[] }> {
  const where = and(
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
  );
  const [[totalRow], edges] = await Promise.all([
    db.select({ total: count() }).from(auditLog).where(where),
    db
      .select({
        ...getTableColumns(auditLog),
        actorFirstname: users.firstname,
        actorLastname: users.lastname,
        actorStatus: users.status,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total: totalRow?.total ?? 0, edges };
}
