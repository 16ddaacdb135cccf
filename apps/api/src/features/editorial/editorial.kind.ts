import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import type { Action } from '../../platform/auth/permissions.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import type { Language } from '../../platform/mail/template.js';
import type { AfterCommit } from '../../platform/unit-of-work.js';
import type { UserRow } from '../accounts/index.js';
import type { Versioned } from './editorial.js';
import type { EditorialEntity } from './editorial.repository.js';

// What a kind of editorial item tells the workflow (editorial.workflow.ts) about itself, and the rules of who may do
// what. README.md "How a kind plugs in".

/**
 * Who may take an operation, from the permission table: an action anyone with it may take on any item, or `own`/`any`
 * for kinds with authors (trips, announcements): `any` on everyone's items, `own` on the viewer's own only.
 */
export type Rule = Action | { own: Action; any: Action };

/** The operations of the workflow; each kind names the rule of each (README.md "Permissions"). */
export interface Rules {
  read: Rule;
  create: Rule;
  /** Save fields, restore a revision, delete a draft. An `own` editor may do it only while the item was never public. */
  edit: Rule;
  publish: Rule;
  /** Submit for review and send back; kinds without a review (articles) have none. */
  submit?: Rule;
  review?: Rule;
  /** Article-only: feature on the wall. */
  feature?: Rule;
}

export type Operation = keyof Rules;

/**
 * The rules of trips and announcements (the `trip.*` rows of the permission table cover both): a partner reads,
 * changes and submits their own, and only while never public; a trip editor does everything on any.
 */
export const AUTHORED_RULES: Rules = {
  read: { own: 'trip.create', any: 'trip.editAny' },
  create: 'trip.create',
  edit: { own: 'trip.editOwnUnpublished', any: 'trip.editAny' },
  submit: { own: 'trip.submitForReview', any: 'trip.editAny' },
  review: 'trip.review',
  publish: 'trip.publish',
};

/** What the workflow reads of every kind's row. */
export interface EditorialRow extends Versioned {
  id: string;
  status: string;
  publishedAt: Date | null;
  authorId: string | null;
}

/** The columns the workflow itself writes, on every kind's table (`reviewComment` only where `reviewed`). */
export interface StatusColumns {
  status?: string;
  publishedAt?: Date | null;
  scheduledAt?: Date | null;
  reviewComment?: string | null;
  featured?: boolean;
  version?: number;
  updatedById?: string | null;
}

/** What a decision writes: new columns, and for a save of the fields the draft (a revision). Null changes nothing. */
export interface Decision<Columns, Draft> {
  columns: Columns;
  draft?: Draft;
  /** More the change writes in its transaction, after its audit record (a trip's first publication is announced). */
  alsoWrite?: (tx: Transaction) => Promise<void>;
}

/** What a decision may use besides the locked row: the transaction and its after-commit queue. */
export interface Decide {
  tx: Transaction;
  after: AfterCommit;
}

/** Works out a change of the locked row, or refuses it by throwing; null changes nothing. */
export type Decider<Row, Columns, Draft> = (
  row: Row,
  context: Decide,
) => Promise<Decision<Columns | StatusColumns, Draft> | null>;

/**
 * A kind of editorial item as the workflow needs it: how to find, lock, write and delete its row, what its audit
 * records show, and the rules of its publication. Each editing service supplies one (`trip-editing.service.ts`, …).
 */
export interface EditorialKind<Row extends EditorialRow, Columns extends StatusColumns, Draft, Fields> {
  entity: EditorialEntity;
  /** The schema of the fields an editor saves: a restored revision's snapshot is read with it. */
  fieldsInput: z.ZodType<Fields>;
  /** The noun and the noun with its article in messages: 'trip', 'a trip'. */
  noun: string;
  aNoun: string;
  rules: Rules;
  /** Whether the table has `review_comment` (trips, announcements). */
  reviewed: boolean;
  find(db: Database, id: string): Promise<Row | undefined>;
  /** Reads the row FOR UPDATE: a second editor's write waits for this one, then sees its version. */
  lock(tx: Transaction, id: string): Promise<Row | undefined>;
  /** Writes the row and, when fields were saved, what else the draft holds (a trip's gallery). */
  update(tx: Transaction, id: string, columns: Columns | StatusColumns, draft: Draft | undefined): Promise<void>;
  remove(tx: Transaction, id: string): Promise<void>;
  /** The fields an audit record shows of the row; `withParts` when a save of the fields may change them all. */
  audited(tx: Transaction, row: Row, withParts: boolean): Promise<Record<string, unknown>>;
  /** What a new item's audit record shows besides its fields (an article is not featured). */
  createdAudit?: Record<string, unknown>;
  /** Throws BAD_USER_INPUT with each field the item needs before it may be reviewed or go out. */
  checkComplete(row: Row): void;
  /** What else must hold before the item goes out now or at a time (an announcement's trip on the wall). */
  checkCanGoOut?(tx: Transaction, row: Row, status: 'PUBLISHED' | 'SCHEDULED'): Promise<void>;
  /** What a publication also writes, after its audit record (the wall announces a trip). */
  published?(tx: Transaction, row: Row, viewer: UserRow): Promise<void>;
  /** The e-mail to the author when a reviewer sends the item back. */
  returnedMail?(row: Row, comment: string): (language: Language, to: string, reviewer: string) => MailMessage;
}

export type Ref = { id: string; version: number };

/** The workflow's columns of a new item: a draft at version 1, saved by its creator. */
export interface NewDraft {
  status: 'DRAFT';
  updatedById: string;
  version: 1;
}
