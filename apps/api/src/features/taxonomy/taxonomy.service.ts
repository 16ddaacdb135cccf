import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { type Action, authorize } from '../../platform/auth/permissions.js';
import { AppError, badUserInput, fieldError } from '../../platform/errors.js';
import { slugify } from '../../platform/slug.js';
import type { UnitOfWork } from '../../platform/unit-of-work.js';
import { parseInput } from '../../platform/validation.js';
import type { UserRow } from '../accounts/index.js';
import { recordAudit } from '../admin/index.js';
import { checkVersion, versionInput } from '../editorial/index.js';
import { labelContrast, MIN_CONTRAST } from './taxonomy.contrast.js';
import { areaInput, type LabelFields, type LabelKind, labelInput, labelKindInput } from './taxonomy.inputs.js';
import * as repo from './taxonomy.repository.js';

/** Who manages the labels of a kind, and who may pick them for their content. */
const MANAGE_LABELS: Record<LabelKind, Action> = { TRIP: 'tripLabel.manage', ARTICLE: 'articleLabel.manage' };
const USE_LABELS: Record<LabelKind, Action> = { TRIP: 'trip.create', ARTICLE: 'article.manage' };

function inUse(what: string, usageCount: number): AppError {
  return new AppError(
    'ACTION_NOT_ALLOWED',
    `The ${what} is used by ${usageCount} ${usageCount === 1 ? 'item' : 'items'}; give them another one first`,
    { reason: 'IN_USE', usageCount },
  );
}

/**
 * Inserts with the first free slug of the name: `name`, `name-2`, `name-3`, … (`fallback` for a name of no letters or
 * digits). The insert itself skips a taken slug, so two editors creating the same name at once both succeed.
 */
async function insertWithFreeSlug(
  name: string,
  fallback: string,
  insert: (slug: string) => Promise<boolean>,
): Promise<string> {
  const base = slugify(name) || fallback;
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (await insert(slug)) return slug;
  }
}

/** White text on the colour must reach WCAG AA, as the app draws the chip; the ratio goes back with the refusal. */
function checkContrast(fields: LabelFields): void {
  const { ratio, passes } = labelContrast(fields.color);
  if (passes) return;
  const error = fieldError('color', 'LOW_CONTRAST', { ratio, minimum: MIN_CONTRAST });
  throw new AppError('BAD_USER_INPUT', `color: ${error.message}`, {
    fields: [error],
    reason: 'LOW_CONTRAST',
    ratio,
  });
}

const labelSnapshot = (label: { kind: string; slug: string; labelCs: string; labelEn: string; color: string }) => ({
  kind: label.kind,
  slug: label.slug,
  labelCs: label.labelCs,
  labelEn: label.labelEn,
  color: label.color,
});

const areaSnapshot = (area: { slug: string; name: string; nameEn: string | null; region: string }) => ({
  slug: area.slug,
  name: area.name,
  nameEn: area.nameEn,
  region: area.region,
});

/**
 * Labels and areas in the console (issue 18). Labels are of a kind: trip editors manage TRIP labels (trips and
 * announcements), blog editors ARTICLE labels. Every method checks the permission table first; every write records
 * itself in the audit log in its own transaction, and the catalogue version bumps at commit (migration 0006's triggers
 * on `labels` and `areas`), so the app shows a renamed label or area at once. A change or deletion based on an older
 * version is refused (optimistic locking, `checkVersion` as trips, articles and announcements do), naming who saved
 * the newer one.
 */
export class TaxonomyService {
  constructor(private readonly deps: { db: Database; work: UnitOfWork }) {}

  async labels(viewer: UserRow, input: unknown): Promise<repo.LabelRow[]> {
    const { kind } = parseInput(labelKindInput, input);
    authorize(viewer, [USE_LABELS[kind], MANAGE_LABELS[kind]]);
    return repo.findLabels(this.deps.db, kind);
  }

  async createLabel(viewer: UserRow, input: { kind: unknown; label: unknown }): Promise<repo.LabelRow> {
    const { kind } = parseInput(labelKindInput, input);
    authorize(viewer, MANAGE_LABELS[kind]);
    const fields = parseInput(labelInput, input.label);
    checkContrast(fields);
    const id = randomUUID();
    await this.deps.work.run(async (tx) => {
      const slug = await insertWithFreeSlug(fields.labelCs, 'label', (candidate) =>
        repo.insertLabel(tx, { ...fields, id, kind, slug: candidate, updatedById: viewer.id }),
      );
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'label.create',
        entityType: 'label',
        entityId: id,
        before: null,
        after: labelSnapshot({ ...fields, kind, slug }),
      });
    });
    return this.reloadLabel(id);
  }

  async updateLabel(viewer: UserRow, input: { id: unknown; version: unknown; label: unknown }): Promise<repo.LabelRow> {
    authorize(viewer, Object.values(MANAGE_LABELS));
    const { id, version } = parseInput(versionInput, input);
    const fields = parseInput(labelInput, input.label);
    await this.deps.work.run(async (tx) => {
      const label = await this.lockManagedLabel(tx, viewer, id);
      checkVersion(label, version, 'label');
      checkContrast(fields);
      const before = labelSnapshot(label);
      const after = { ...before, ...fields };
      if (JSON.stringify(after) === JSON.stringify(before)) return;
      await repo.updateLabel(tx, id, { ...fields, version: label.version + 1, updatedById: viewer.id });
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'label.update',
        entityType: 'label',
        entityId: id,
        before,
        after,
      });
    });
    return this.reloadLabel(id);
  }

  async deleteLabel(viewer: UserRow, input: unknown): Promise<boolean> {
    authorize(viewer, Object.values(MANAGE_LABELS));
    const { id, version } = parseInput(versionInput, input);
    await this.deps.work.run(async (tx) => {
      const label = await this.lockManagedLabel(tx, viewer, id);
      checkVersion(label, version, 'label');
      const usageCount = await repo.countLabelUsage(tx, id);
      if (usageCount > 0) throw inUse('label', usageCount);
      await repo.deleteLabel(tx, id);
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'label.delete',
        entityType: 'label',
        entityId: id,
        before: labelSnapshot(label),
        after: null,
      });
    });
    return true;
  }

  async areas(viewer: UserRow): Promise<repo.AreaRow[]> {
    authorize(viewer, 'area.manage');
    return repo.findAreas(this.deps.db);
  }

  async createArea(viewer: UserRow, input: unknown): Promise<repo.AreaRow> {
    authorize(viewer, 'area.manage');
    const fields = parseInput(areaInput, input);
    const id = randomUUID();
    await this.deps.work.run(async (tx) => {
      const slug = await insertWithFreeSlug(fields.name, 'area', (candidate) =>
        repo.insertArea(tx, { ...fields, id, slug: candidate, updatedById: viewer.id }),
      );
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'area.create',
        entityType: 'area',
        entityId: id,
        before: null,
        after: areaSnapshot({ ...fields, slug }),
      });
    });
    return this.reloadArea(id);
  }

  async updateArea(viewer: UserRow, input: { id: unknown; version: unknown; area: unknown }): Promise<repo.AreaRow> {
    authorize(viewer, 'area.manage');
    const { id, version } = parseInput(versionInput, input);
    const fields = parseInput(areaInput, input.area);
    await this.deps.work.run(async (tx) => {
      const area = await this.lockArea(tx, id);
      checkVersion(area, version, 'area');
      const before = areaSnapshot(area);
      const after = { ...before, ...fields };
      if (JSON.stringify(after) === JSON.stringify(before)) return;
      await repo.updateArea(tx, id, { ...fields, version: area.version + 1, updatedById: viewer.id });
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'area.update',
        entityType: 'area',
        entityId: id,
        before,
        after,
      });
    });
    return this.reloadArea(id);
  }

  async deleteArea(viewer: UserRow, input: unknown): Promise<boolean> {
    authorize(viewer, 'area.manage');
    const { id, version } = parseInput(versionInput, input);
    await this.deps.work.run(async (tx) => {
      const area = await this.lockArea(tx, id);
      checkVersion(area, version, 'area');
      const tripCount = await repo.countAreaTrips(tx, id);
      if (tripCount > 0) throw inUse('area', tripCount);
      await repo.deleteArea(tx, id);
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'area.delete',
        entityType: 'area',
        entityId: id,
        before: areaSnapshot(area),
        after: null,
      });
    });
    return true;
  }

  /** The label, locked; FORBIDDEN when it is of a kind the viewer does not manage. */
  private async lockManagedLabel(tx: Database, viewer: UserRow, id: string) {
    const label = await repo.lockLabel(tx, id);
    if (!label) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    authorize(viewer, MANAGE_LABELS[label.kind as LabelKind]);
    return label;
  }

  private async lockArea(tx: Database, id: string) {
    const area = await repo.lockArea(tx, id);
    if (!area) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    return area;
  }

  private async reloadLabel(id: string): Promise<repo.LabelRow> {
    const label = await repo.findLabel(this.deps.db, id);
    if (!label) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    return label;
  }

  private async reloadArea(id: string): Promise<repo.AreaRow> {
    const area = await repo.findArea(this.deps.db, id);
    if (!area) throw badUserInput([fieldError('id', 'INVALID_VALUE')]);
    return area;
  }
}
