import type { Database, Transaction } from '../../db/client.js';
import { type Action, authorize, forbidden, may } from '../../platform/auth/permissions.js';
import type { Clock } from '../../platform/clock.js';
import { badUserInput, fieldError } from '../../platform/errors.js';
import type { UnitOfWork } from '../../platform/unit-of-work.js';
import { parseInput } from '../../platform/validation.js';
import type { UserRow } from '../accounts/index.js';
import { recordAudit } from '../admin/index.js';
import { restoreRevisionInput, returnToAuthorInput, scheduleInput, versionInput } from './editorial.inputs.js';
import { checkVersion, neverPublished, notAllowed, unpublishedStatus } from './editorial.js';
import type {
  Decide,
  Decider,
  Decision,
  EditorialKind,
  EditorialRow,
  NewDraft,
  Operation,
  Ref,
  Rule,
  StatusColumns,
} from './editorial.kind.js';
import { mailReturnedToAuthor } from './editorial.mail.js';
import { deleteRevisions, findRevision, insertRevision } from './editorial.repository.js';

const actionsOf = (rule: Rule): Action[] => (typeof rule === 'string' ? [rule] : [rule.own, rule.any]);

/** What the workflow needs of the app. */
export interface WorkflowDeps {
  db: Database;
  work: UnitOfWork;
  clock: Clock;
}

/**
 * The one editorial workflow (issue 44), the base of the trip, article and announcement editing services: every
 * command goes permission → (prepare) → lock → not found → visibility → version → decide → update → revision → audit →
 * after commit → reload. The version is checked before anything is decided, so a stale edit is refused the same way,
 * with OUTDATED_VERSION, whatever else is wrong with it. The commands every kind has are public here (submit, send
 * back, publish, schedule, unpublish, restore a revision, delete a draft); a service adds what is its own and saves
 * its fields through `checkFields` and `decideFields`. README.md says why this order and how a kind plugs in.
 */
export abstract class EditorialWorkflow<
  Row extends EditorialRow,
  Columns extends StatusColumns,
  Draft,
  Fields = Draft,
> {
  constructor(
    protected readonly deps: WorkflowDeps,
    private readonly kind: EditorialKind<Row, Columns, Draft, Fields>,
  ) {}

  submitForReview(viewer: UserRow, input: unknown): Promise<Row> {
    const ref = parseInput(versionInput, input);
    return this.writeChange(viewer, ref, 'submit', `${this.kind.entity}.submitForReview`, async (row) => {
      if (row.status !== 'DRAFT') throw notAllowed('Only a draft can be submitted for review');
      this.kind.checkComplete(row);
      return { columns: { status: 'IN_REVIEW', reviewComment: null } };
    });
  }

  /** Sends an item in review back to its draft with the reviewer's comment, mailing the author after the commit. */
  returnToAuthor(viewer: UserRow, input: unknown): Promise<Row> {
    const { comment, ...ref } = parseInput(returnToAuthorInput, input);
    const { entity, aNoun, returnedMail } = this.kind;
    return this.writeChange(viewer, ref, 'review', `${entity}.returnToAuthor`, async (row, { tx, after }) => {
      if (row.status !== 'IN_REVIEW') throw notAllowed(`Only ${aNoun} in review can be sent back`);
      if (returnedMail) await mailReturnedToAuthor(tx, after, row, viewer, returnedMail(row, comment));
      return { columns: { status: 'DRAFT', reviewComment: comment } };
    });
  }

  publish(viewer: UserRow, input: unknown): Promise<Row> {
    const ref = parseInput(versionInput, input);
    const { entity, noun, published } = this.kind;
    return this.writeChange(viewer, ref, 'publish', `${entity}.publish`, async (row, { tx }) => {
      if (row.status === 'PUBLISHED') throw notAllowed(`The ${noun} is already published`);
      await this.checkCanGoOut(tx, row, 'PUBLISHED');
      const publishedAt = row.publishedAt ?? this.deps.clock.now();
      return {
        columns: { status: 'PUBLISHED', publishedAt, scheduledAt: null, ...this.reviewCleared() },
        alsoWrite: published && ((tx: Transaction) => published(tx, row, viewer)),
      };
    });
  }

  schedule(viewer: UserRow, input: unknown): Promise<Row> {
    const { at, ...ref } = parseInput(scheduleInput, input);
    const { entity, noun } = this.kind;
    return this.writeChange(viewer, ref, 'publish', `${entity}.schedule`, async (row, { tx }) => {
      if (row.status === 'PUBLISHED') throw notAllowed(`The ${noun} is already published`);
      if (at <= this.deps.clock.now()) throw badUserInput([fieldError('at', 'INVALID_VALUE')]);
      await this.checkCanGoOut(tx, row, 'SCHEDULED');
      return { columns: { status: 'SCHEDULED', scheduledAt: at, ...this.reviewCleared() } };
    });
  }

  /** Takes an item off the site; a schedule withdrawn before it fired leaves a never-published item a draft again. */
  unpublish(viewer: UserRow, input: unknown): Promise<Row> {
    const ref = parseInput(versionInput, input);
    const { entity, noun } = this.kind;
    return this.writeChange(viewer, ref, 'publish', `${entity}.unpublish`, async (row) => {
      if (row.status !== 'PUBLISHED' && row.status !== 'SCHEDULED') {
        throw notAllowed(`Only a published or scheduled ${noun} can be unpublished`);
      }
      return { columns: { status: unpublishedStatus(row), scheduledAt: null } };
    });
  }

  /** Saves the editor's fields as the newest version, through the kind's `checkFields` and `decideFields`. */
  update(viewer: UserRow, input: { id: unknown; version: unknown; fields: unknown }): Promise<Row> {
    const ref = parseInput(versionInput, input);
    const fields = parseInput(this.kind.fieldsInput, input.fields);
    return this.saveFields(viewer, ref, async () => fields, `${this.kind.entity}.update`);
  }

  /** Saves a revision's fields again as the newest version, through the kind's `checkFields` and `decideFields`. */
  restoreRevision(viewer: UserRow, input: unknown): Promise<Row> {
    const { revision, ...ref } = parseInput(restoreRevisionInput, input);
    const { entity, fieldsInput } = this.kind;
    const saved = async () => {
      const found = await findRevision(this.deps.db, entity, ref.id, revision);
      if (!found) throw badUserInput([fieldError('revision', 'INVALID_VALUE')]);
      return parseInput(fieldsInput, found.snapshot);
    };
    return this.saveFields(viewer, ref, saved, `${entity}.restoreRevision`);
  }

  /** Deletes a never-published draft with its revisions; a published item is unpublished instead, never deleted. */
  async deleteDraft(viewer: UserRow, input: unknown): Promise<boolean> {
    const ref = parseInput(versionInput, input);
    const { entity, noun } = this.kind;
    this.authorize(viewer, 'edit');
    await this.deps.work.run(async (tx) => {
      const row = await this.lockVisible(tx, viewer, ref, 'edit');
      this.checkOwnEditable(viewer, row);
      if (!neverPublished(row)) {
        throw notAllowed(`Only a never-published draft can be deleted; unpublish a published ${noun}`);
      }
      const before = { status: row.status, version: row.version, ...(await this.kind.audited(tx, row, false)) };
      await this.kind.remove(tx, row.id);
      await deleteRevisions(tx, entity, row.id);
      await recordAudit(tx, {
        actorId: viewer.id,
        action: `${entity}.delete`,
        entityType: entity,
        entityId: row.id,
        before,
        after: null,
      });
    });
    return true;
  }

  /**
   * The kind's check of saved fields against the item as it is (references, slugs), before the transaction: throws
   * BAD_USER_INPUT on the fields that are wrong.
   */
  protected abstract checkFields(viewer: UserRow, fields: Fields, current: Row): Promise<void>;

  /** The kind's decision on saved fields, with the item locked and its version checked: the columns and the draft. */
  protected abstract decideFields(row: Row, fields: Fields, context: Decide): Promise<Decision<Columns, Draft>>;

  /** The operation's permission, before anything is read: the one refusal by role of every command. */
  protected authorize(viewer: UserRow, operation: Operation): void {
    authorize(viewer, actionsOf(this.rule(operation)));
  }

  /** Whether the viewer may take the operation on this item: always, unless the rule is `own` and it is not theirs. */
  protected sees(viewer: UserRow, item: Pick<EditorialRow, 'authorId'>, operation: Operation): boolean {
    const rule = this.rule(operation);
    if (typeof rule === 'string') return may(viewer.roles, rule);
    return may(viewer.roles, rule.any) || (item.authorId === viewer.id && may(viewer.roles, rule.own));
  }

  /** Whether the viewer acts on everyone's items (an editor) rather than only their own (a partner). */
  protected onAny(viewer: UserRow, operation: Operation): boolean {
    const rule = this.rule(operation);
    return may(viewer.roles, typeof rule === 'string' ? rule : rule.any);
  }

  /**
   * A new draft at version 1, with its first revision and audit record; `insert` writes the row with the columns of a
   * new draft, and its parts.
   */
  protected async writeNew<P>(
    viewer: UserRow,
    prepare: () => Promise<P>,
    insert: (tx: Transaction, prepared: P, draft: NewDraft) => Promise<{ id: string; draft: Draft }>,
  ): Promise<Row> {
    this.authorize(viewer, 'create');
    const prepared = await prepare();
    const { entity } = this.kind;
    const id = await this.deps.work.run(async (tx) => {
      const { id, draft } = await insert(tx, prepared, { status: 'DRAFT', updatedById: viewer.id, version: 1 });
      await insertRevision(tx, { entityType: entity, entityId: id, version: 1, authorId: viewer.id, snapshot: draft });
      await recordAudit(tx, {
        actorId: viewer.id,
        action: `${entity}.create`,
        entityType: entity,
        entityId: id,
        before: null,
        after: { status: 'DRAFT', version: 1, ...this.kind.createdAudit, ...draft },
      });
      return id;
    });
    return this.reload(id);
  }

  /**
   * Saves the fields (an update or a restored revision, `action`): the kind checks them against the item as it is
   * (`checkFields`), then decides on the locked item (`decideFields`); an `own` editor changes only an item never
   * made public.
   */
  private async saveFields(viewer: UserRow, ref: Ref, given: () => Promise<Fields>, action: string): Promise<Row> {
    this.authorize(viewer, 'edit');
    const current = await this.kind.find(this.deps.db, ref.id);
    if (!current) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    if (!this.sees(viewer, current, 'edit')) throw forbidden();
    const fields = await given();
    await this.checkFields(viewer, fields, current);
    return this.write(viewer, ref, {
      operation: 'edit',
      action,
      decide: (row, context) => {
        this.checkOwnEditable(viewer, row);
        return this.decideFields(row, fields, context);
      },
    });
  }

  /** A change of what is not the item's fields: the commands above, and a kind's own (an article's `featured`). */
  protected writeChange(
    viewer: UserRow,
    ref: Ref,
    operation: Operation,
    action: string,
    decide: Decider<Row, Columns, Draft>,
  ): Promise<Row> {
    this.authorize(viewer, operation);
    return this.write(viewer, ref, { operation, action, decide });
  }

  /** The item as the console shows it after a write. */
  protected async reload(id: string): Promise<Row> {
    const row = await this.kind.find(this.deps.db, id);
    if (!row) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    return row;
  }

  /**
   * The change step, once for every kind: lock → not found → visibility → version → decide → update → revision →
   * audit → the decision's `alsoWrite`, in one transaction, then the reload. The permission was checked by the caller.
   */
  private async write(
    viewer: UserRow,
    ref: Ref,
    { operation, action, decide }: { operation: Operation; action: string; decide: Decider<Row, Columns, Draft> },
  ): Promise<Row> {
    const { entity } = this.kind;
    await this.deps.work.run(async (tx, after) => {
      const row = await this.lockVisible(tx, viewer, ref, operation);
      const decision = await decide(row, { tx, after });
      if (!decision) return;
      const columns: StatusColumns = decision.columns;
      const version = row.version + 1;
      const before = {
        status: row.status,
        version: row.version,
        ...(await this.kind.audited(tx, row, !!decision.draft)),
      };
      await this.kind.update(tx, row.id, { ...decision.columns, version, updatedById: viewer.id }, decision.draft);
      if (decision.draft) {
        await insertRevision(tx, {
          entityType: entity,
          entityId: row.id,
          version,
          authorId: viewer.id,
          snapshot: decision.draft,
        });
      }
      const changed = {
        ...before,
        ...(decision.draft ?? {}),
        status: columns.status ?? row.status,
        ...(columns.featured !== undefined ? { featured: columns.featured } : {}),
        version,
        ...(columns.scheduledAt !== undefined ? { scheduledAt: columns.scheduledAt } : {}),
        ...(columns.reviewComment ? { reviewComment: columns.reviewComment } : {}),
      };
      await recordAudit(tx, {
        actorId: viewer.id,
        action,
        entityType: entity,
        entityId: row.id,
        before,
        after: changed,
      });
      if (decision.alsoWrite) await decision.alsoWrite(tx);
    });
    return this.reload(ref.id);
  }

  /** Locks the item, refuses it when missing (bad input) or not the viewer's to touch, then a stale version. */
  private async lockVisible(tx: Transaction, viewer: UserRow, ref: Ref, operation: Operation): Promise<Row> {
    const row = await this.kind.lock(tx, ref.id);
    if (!row) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    if (!this.sees(viewer, row, operation)) throw forbidden();
    checkVersion(row, ref.version, this.kind.noun);
    return row;
  }

  /** An `own` editor (a partner) changes their item only while it was never public; an editor of any, always. */
  private checkOwnEditable(viewer: UserRow, row: Row): void {
    if (this.onAny(viewer, 'edit') || neverPublished(row)) return;
    throw notAllowed(`A scheduled or published ${this.kind.noun} can be changed only by a trip editor`);
  }

  private async checkCanGoOut(tx: Transaction, row: Row, status: 'PUBLISHED' | 'SCHEDULED'): Promise<void> {
    this.kind.checkComplete(row);
    await this.kind.checkCanGoOut?.(tx, row, status);
  }

  private reviewCleared(): StatusColumns {
    return this.kind.reviewed ? { reviewComment: null } : {};
  }

  private rule(operation: Operation): Rule {
    const rule = this.kind.rules[operation];
    // A kind without the operation (an article's review): the schema has no such mutation, and the base refuses it.
    if (!rule) throw forbidden();
    return rule;
  }
}
