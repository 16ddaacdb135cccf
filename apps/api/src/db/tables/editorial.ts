import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.js';
import { users } from './accounts.js';

/**
 * Every editorial write (issue 18): who, when, what, and the item before and after — written in the same transaction
 * as the write itself, so a write without its record cannot commit. Snapshots hold the fields the write is about
 * (for a user: roles and status), never an e-mail or a name.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, e.g. `user.grantRole`. */
    action: text('action').notNull(),
    /** The kind of item (`user`, `trip`, …) and its id. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt.desc()),
    index('audit_log_created_at_idx').on(table.createdAt.desc()),
  ],
);

/**
 * Every save of a trip, article or announcement keeps the item as it was saved (its editable fields), so two can be
 * compared and one restored. `version` is the item's version after that save.
 */
export const revisions = pgTable(
  'revisions',
  {
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    version: integer('version').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.entityType, table.entityId, table.version] })],
);
