import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { Kind, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnnouncement, buildArea, buildArticle, buildLabel, buildTrip } from '../../../test/content-factories.js';
import { signedInUser } from '../../../test/factories.js';
import { errorCode, type GraphQLResponse, startTestApp, type TestApp } from '../../../test/harness.js';
import { areas, articles, auditLog, labels, tripAnnouncements, trips } from '../../db/schema.js';
import { LABELS } from '../../db/seed/demo/areas.js';
import { seedDemoContent } from '../../db/seed/index.js';
import { ROLES } from '../../platform/auth/roles.js';
import { labelContrast } from './taxonomy.contrast.js';

const LABEL_FIELDS = '_id kind slug labelCs labelEn color contrastRatio usageCount version';
const AREA_FIELDS = '_id slug name nameEn region tripCount version';
const LABELS_QUERY = `query L($kind: LabelKind!) { editorLabels(kind: $kind) { ${LABEL_FIELDS} } }`;
const AREAS_QUERY = `{ editorAreas { ${AREA_FIELDS} } }`;
const CREATE_LABEL = `mutation C($kind: LabelKind!, $input: LabelInput!) {
  createLabel(kind: $kind, input: $input) { ${LABEL_FIELDS} } }`;
const UPDATE_LABEL = `mutation U($id: ID!, $version: Int!, $input: LabelInput!) {
  updateLabel(id: $id, version: $version, input: $input) { ${LABEL_FIELDS} } }`;
const DELETE_LABEL = 'mutation D($id: ID!, $version: Int!) { deleteLabel(id: $id, version: $version) }';
const CREATE_AREA = `mutation C($input: AreaInput!) { createArea(input: $input) { ${AREA_FIELDS} } }`;
const UPDATE_AREA = `mutation U($id: ID!, $version: Int!, $input: AreaInput!) {
  updateArea(id: $id, version: $version, input: $input) { ${AREA_FIELDS} } }`;
const DELETE_AREA = 'mutation D($id: ID!, $version: Int!) { deleteArea(id: $id, version: $version) }';
const PUBLIC_TRIP =
  'query P($id: ID!) { publishedTrip(id: $id) { _id label { _id label color } area { _id name region } } }';
const AREA_OPTIONS = '{ areaSelectOptions { value label } }';
const CREATE_TRIP = 'mutation C($input: TripDraftInput!) { createTrip(input: $input) { _id label { _id } } }';

interface Label {
  _id: string;
  kind: string;
  slug: string;
  labelCs: string;
  labelEn: string;
  color: string;
  contrastRatio: number;
  usageCount: number;
  version: number;
}

interface Area {
  _id: string;
  slug: string;
  name: string;
  nameEn: string | null;
  region: string;
  tripCount: number;
  version: number;
}

type Session = Awaited<ReturnType<typeof signedInUser>>;

let t: TestApp;
const sessions = new Map<string, Session>();
const as = (role: string) => {
  const session = sessions.get(role);
  if (!session) throw new Error(`no ${role}`);
  return session;
};

async function call<T = unknown>(
  query: string,
  variables: Record<string, unknown> = {},
  session?: Session,
  language?: string,
): Promise<GraphQLResponse<Record<string, T>>> {
  return t.gql<Record<string, T>>(query, variables, {
    ...(session ? { token: session.token } : {}),
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
}

function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  expect(response.errors).toBeUndefined();
  return Object.values(response.data ?? {})[0] as T;
}

function fieldErrors(response: GraphQLResponse) {
  return (response.errors?.[0]?.extensions?.fields ?? []) as Array<{
    field: string;
    messageKey: string;
    params?: Record<string, unknown>;
  }>;
}

/** The item and the version an editor's change is based on. */
const refOf = (item: { _id: string; version: number }) => ({ id: item._id, version: item.version });

let counter = 0;
const labelInput = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return { labelCs: `Štítek ${counter}`, labelEn: `Label ${counter}`, color: '#1d6b3a', ...overrides };
};
const areaInput = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return { name: `Oblast ${counter}`, region: 'LIBEREC', ...overrides };
};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLES) {
    sessions.set(
      role,
      await signedInUser(t, { firstname: role, lastname: 'Tester', roles: [...new Set(['USER', role])] }),
    );
  }
});
afterAll(() => t.close());

describe('the permission matrix of labels and areas', () => {
  const tripPeople = ['PARTNER_EDITOR', 'TRIP_EDITOR', 'CHIEF_EDITOR', 'ADMIN'];
  const tripEditors = ['TRIP_EDITOR', 'CHIEF_EDITOR', 'ADMIN'];
  const blogEditors = ['BLOG_EDITOR', 'CHIEF_EDITOR', 'ADMIN'];
  type Ref = { id: string; version: number };
  const ref = (row: { id: string; version: number } | undefined): Ref => ({
    id: row?.id ?? '',
    version: row?.version ?? 0,
  });
  const tripLabel = async () => ref(await buildLabel(t, { kind: 'TRIP' }));
  const articleLabel = async () => ref(await buildLabel(t, { kind: 'ARTICLE' }));
  const area = async () => ref(await buildArea(t));
  const operations = [
    {
      name: 'editorLabels(TRIP)',
      allowed: tripPeople,
      query: LABELS_QUERY,
      from: null,
      variables: () => ({ kind: 'TRIP' }),
    },
    {
      name: 'editorLabels(ARTICLE)',
      allowed: blogEditors,
      query: LABELS_QUERY,
      from: null,
      variables: () => ({ kind: 'ARTICLE' }),
    },
    {
      name: 'createLabel(TRIP)',
      allowed: tripEditors,
      query: CREATE_LABEL,
      from: null,
      variables: () => ({ kind: 'TRIP', input: labelInput() }),
    },
    {
      name: 'createLabel(ARTICLE)',
      allowed: blogEditors,
      query: CREATE_LABEL,
      from: null,
      variables: () => ({ kind: 'ARTICLE', input: labelInput() }),
    },
    {
      name: 'updateLabel of a trip label',
      allowed: tripEditors,
      query: UPDATE_LABEL,
      from: tripLabel,
      variables: (item: Ref) => ({ ...item, input: labelInput() }),
    },
    {
      name: 'updateLabel of an article label',
      allowed: blogEditors,
      query: UPDATE_LABEL,
      from: articleLabel,
      variables: (item: Ref) => ({ ...item, input: labelInput() }),
    },
    {
      name: 'deleteLabel of a trip label',
      allowed: tripEditors,
      query: DELETE_LABEL,
      from: tripLabel,
      variables: (item: Ref) => item,
    },
    {
      name: 'deleteLabel of an article label',
      allowed: blogEditors,
      query: DELETE_LABEL,
      from: articleLabel,
      variables: (item: Ref) => item,
    },
    { name: 'editorAreas', allowed: tripEditors, query: AREAS_QUERY, from: null, variables: () => ({}) },
    {
      name: 'createArea',
      allowed: tripEditors,
      query: CREATE_AREA,
      from: null,
      variables: () => ({ input: areaInput() }),
    },
    {
      name: 'updateArea',
      allowed: tripEditors,
      query: UPDATE_AREA,
      from: area,
      variables: (item: Ref) => ({ ...item, input: areaInput() }),
    },
    {
      name: 'deleteArea',
      allowed: tripEditors,
      query: DELETE_AREA,
      from: area,
      variables: (item: Ref) => item,
    },
  ];

  it.each(operations)(
    '$name: anonymous UNAUTHORIZED, the roles that may allowed, every other FORBIDDEN',
    async (op) => {
      const shared = op.from ? await op.from() : { id: '', version: 0 };
      expect(errorCode(await call(op.query, op.variables(shared))), 'anonymous').toBe('UNAUTHORIZED');
      for (const role of ROLES) {
        // A fresh label or area for every allowed role, so each starts from the same state (a delete deletes it).
        const subject = op.from && op.allowed.includes(role) ? await op.from() : shared;
        const response = await call(op.query, op.variables(subject), as(role));
        if (op.allowed.includes(role)) expect(response.errors, role).toBeUndefined();
        else expect(errorCode(response), role).toBe('FORBIDDEN');
      }
      if (op.from) {
        // Nobody who was refused changed anything: the shared item is as it was built.
        const [row] = await t.app.services.db.select().from(labels).where(eq(labels.id, shared.id));
        if (row) expect(row.labelEn).toBe('For families');
      }
    },
  );

  it("covers every query and mutation of the feature's schema", () => {
    const document = parse(readFileSync(new URL('./taxonomy.graphql', import.meta.url), 'utf8'));
    const rootFields = document.definitions.flatMap((definition) =>
      definition.kind === Kind.OBJECT_TYPE_EXTENSION ? (definition.fields ?? []).map((field) => field.name.value) : [],
    );
    const covered = new Set(operations.map((op) => op.name.split(/[ (]/)[0]));
    expect([...covered].sort()).toEqual([...rootFields].sort());
  });
});

describe('labels', () => {
  it('creates a label with a slug from the Czech name, unique within its kind, and records it in the audit log', async () => {
    const editor = as('TRIP_EDITOR');
    const first = data<Label>(
      await call(
        CREATE_LABEL,
        { kind: 'TRIP', input: { labelCs: '  Hrady v zimě ', labelEn: 'Castles in winter', color: '#6B3FA0' } },
        editor,
      ),
    );
    expect(first).toMatchObject({
      kind: 'TRIP',
      slug: 'hrady-v-zime',
      labelCs: 'Hrady v zimě',
      labelEn: 'Castles in winter',
      color: '#6b3fa0',
      usageCount: 0,
    });
    expect(first.contrastRatio).toBeGreaterThanOrEqual(4.5);
    const second = data<Label>(
      await call(
        CREATE_LABEL,
        { kind: 'TRIP', input: { labelCs: 'Hrady v ZIMĚ', labelEn: 'Castles', color: '#6b3fa0' } },
        editor,
      ),
    );
    expect(second.slug).toBe('hrady-v-zime-2');
    const otherKind = data<Label>(
      await call(
        CREATE_LABEL,
        { kind: 'ARTICLE', input: { labelCs: 'Hrady v zimě', labelEn: 'Castles', color: '#6b3fa0' } },
        as('BLOG_EDITOR'),
      ),
    );
    expect(otherKind).toMatchObject({ kind: 'ARTICLE', slug: 'hrady-v-zime' });

    const listed = data<Label[]>(await call(LABELS_QUERY, { kind: 'TRIP' }, editor));
    expect(listed.map((label) => label._id)).toEqual(expect.arrayContaining([first._id, second._id]));
    expect(listed.map((label) => label._id)).not.toContain(otherKind._id);

    const [entry] = await t.app.services.db.select().from(auditLog).where(eq(auditLog.entityId, first._id));
    expect(entry).toMatchObject({
      action: 'label.create',
      entityType: 'label',
      actorId: editor.user.id,
      before: null,
      after: {
        kind: 'TRIP',
        slug: 'hrady-v-zime',
        labelCs: 'Hrady v zimě',
        labelEn: 'Castles in winter',
        color: '#6b3fa0',
      },
    });
  });

  it('refuses a colour whose white text fails WCAG AA, with the ratio; #767676 passes', async () => {
    const editor = as('TRIP_EDITOR');
    const refused = await call(CREATE_LABEL, { kind: 'TRIP', input: labelInput({ color: '#777777' }) }, editor);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(refused)).toEqual([
      expect.objectContaining({ field: 'color', messageKey: 'LOW_CONTRAST', params: { ratio: 4.48, minimum: 4.5 } }),
    ]);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'LOW_CONTRAST', ratio: 4.48 });

    const passing = data<Label>(
      await call(CREATE_LABEL, { kind: 'TRIP', input: labelInput({ color: '#767676' }) }, editor),
    );
    expect(passing.contrastRatio).toBe(4.54);

    const update = await call(UPDATE_LABEL, { ...refOf(passing), input: labelInput({ color: '#ffd43b' }) }, editor);
    expect(fieldErrors(update)[0]).toMatchObject({ field: 'color', messageKey: 'LOW_CONTRAST' });
    const [row] = await t.app.services.db.select().from(labels).where(eq(labels.id, passing._id));
    expect(row?.color).toBe('#767676');
  });

  it('validates the names and the colour with the spec codes', async () => {
    const editor = as('TRIP_EDITOR');
    const response = await call(
      CREATE_LABEL,
      { kind: 'TRIP', input: { labelCs: '   ', labelEn: 'x'.repeat(41), color: 'green' } },
      editor,
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(response).map(({ field, messageKey }) => [field, messageKey])).toEqual(
      expect.arrayContaining([
        ['labelCs', 'REQUIRED'],
        ['labelEn', 'MAX_LENGTH'],
        ['color', 'INVALID_VALUE'],
      ]),
    );
    for (const color of ['#fff', '#1d6b3a00', '1d6b3a']) {
      const wrong = await call(CREATE_LABEL, { kind: 'TRIP', input: labelInput({ color }) }, editor);
      expect(fieldErrors(wrong), color).toEqual([
        expect.objectContaining({ field: 'color', messageKey: 'INVALID_VALUE' }),
      ]);
    }
    const noSuch = await call(
      UPDATE_LABEL,
      { id: '00000000-0000-4000-8000-000000000000', version: 1, input: labelInput() },
      editor,
    );
    expect(fieldErrors(noSuch)).toEqual([expect.objectContaining({ field: 'id', messageKey: 'INVALID_VALUE' })]);
    expect(fieldErrors(await call(DELETE_LABEL, { id: 'nonsense', version: 1 }, editor))[0]).toMatchObject({
      field: 'id',
    });
  });

  it('renames a label and the app shows the new name at once, in both languages, with an audit record', async () => {
    const editor = as('TRIP_EDITOR');
    const label = data<Label>(
      await call(CREATE_LABEL, { kind: 'TRIP', input: labelInput({ labelCs: 'Vyhlídky', labelEn: 'Views' }) }, editor),
    );
    const trip = await buildTrip(t, { labelId: label._id });
    type Public = { label: { label: string; color: string } };
    // Read twice first, so the answer is kept by the catalogue and would be served again if nothing bumped it.
    for (let i = 0; i < 2; i += 1) {
      expect(data<Public>(await call(PUBLIC_TRIP, { id: trip.id }, undefined, 'cs')).label.label).toBe('Vyhlídky');
      expect(data<Public>(await call(PUBLIC_TRIP, { id: trip.id }, undefined, 'en')).label.label).toBe('Views');
    }
    const renamed = data<Label>(
      await call(
        UPDATE_LABEL,
        { ...refOf(label), input: { labelCs: 'Rozhledy', labelEn: 'Vistas', color: '#0b6477' } },
        editor,
      ),
    );
    expect(renamed).toMatchObject({ slug: label.slug, labelCs: 'Rozhledy', usageCount: 1, version: 2 });
    expect(data<Public>(await call(PUBLIC_TRIP, { id: trip.id }, undefined, 'cs')).label).toMatchObject({
      label: 'Rozhledy',
      color: '#0b6477',
    });
    expect(data<Public>(await call(PUBLIC_TRIP, { id: trip.id }, undefined, 'en')).label.label).toBe('Vistas');

    const entries = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, label._id), eq(auditLog.action, 'label.update')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: expect.objectContaining({ labelCs: 'Vyhlídky', color: '#1d6b3a' }),
      after: expect.objectContaining({ labelCs: 'Rozhledy', color: '#0b6477' }),
    });
    // Saving the same again changes nothing and records nothing.
    const same = await call<Label>(
      UPDATE_LABEL,
      { ...refOf(renamed), input: { labelCs: 'Rozhledy', labelEn: 'Vistas', color: '#0b6477' } },
      editor,
    );
    expect(data<Label>(same).version).toBe(2);
    const after = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, label._id), eq(auditLog.action, 'label.update')));
    expect(after).toHaveLength(1);
  });

  it('refuses to delete a label in use, saying how many items carry it, and deletes it once free', async () => {
    const editor = as('CHIEF_EDITOR');
    const label = await buildLabel(t, { kind: 'TRIP' });
    const trip = await buildTrip(t, { labelId: label.id, status: 'DRAFT', publishedAt: null });
    await buildAnnouncement(t, { tripId: (await buildTrip(t)).id, labelId: label.id });
    const refused = await call(DELETE_LABEL, { id: label.id, version: label.version }, editor);
    expect(errorCode(refused)).toBe('ACTION_NOT_ALLOWED');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'IN_USE', usageCount: 2 });
    expect(refused.errors?.[0]?.message).toContain('2 items');

    await t.app.services.db.update(trips).set({ labelId: null }).where(eq(trips.id, trip.id));
    await t.app.services.db
      .update(tripAnnouncements)
      .set({ labelId: null })
      .where(eq(tripAnnouncements.labelId, label.id));
    expect(data<boolean>(await call(DELETE_LABEL, { id: label.id, version: label.version }, editor))).toBe(true);
    expect(await t.app.services.db.select().from(labels).where(eq(labels.id, label.id))).toEqual([]);
    const [entry] = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, label.id), eq(auditLog.action, 'label.delete')));
    expect(entry).toMatchObject({ before: expect.objectContaining({ slug: label.slug }), after: null });

    const articleLabel = await buildLabel(t, { kind: 'ARTICLE' });
    await buildArticle(t, { labelId: articleLabel.id });
    const blog = await call(DELETE_LABEL, { id: articleLabel.id, version: articleLabel.version }, as('BLOG_EDITOR'));
    expect(blog.errors?.[0]?.extensions).toMatchObject({ code: 'ACTION_NOT_ALLOWED', reason: 'IN_USE', usageCount: 1 });
  });

  it('a label goes only on its kind of content: a trip refuses an ARTICLE label', async () => {
    const articleLabel = await buildLabel(t, { kind: 'ARTICLE' });
    const tripLabel = await buildLabel(t, { kind: 'TRIP' });
    const refused = await call(
      CREATE_TRIP,
      { input: { title: 'Na Ještěd', labelId: articleLabel.id } },
      as('TRIP_EDITOR'),
    );
    expect(fieldErrors(refused)).toEqual([expect.objectContaining({ field: 'labelId', messageKey: 'INVALID_VALUE' })]);
    const created = data<{ label: { _id: string } }>(
      await call(CREATE_TRIP, { input: { title: 'Na Ještěd', labelId: tripLabel.id } }, as('PARTNER_EDITOR')),
    );
    expect(created.label._id).toBe(tripLabel.id);
  });
});

describe('areas', () => {
  it('creates, renames and deletes an area with audit records; the app shows the new name at once', async () => {
    const editor = as('TRIP_EDITOR');
    const created = data<Area>(
      await call(CREATE_AREA, { input: { name: ' Žďárské vrchy ', region: 'VYSOCINA' } }, editor),
    );
    expect(created).toMatchObject({ slug: 'zdarske-vrchy', name: 'Žďárské vrchy', region: 'VYSOCINA', tripCount: 0 });
    const twin = data<Area>(await call(CREATE_AREA, { input: { name: 'Žďárské Vrchy', region: 'VYSOCINA' } }, editor));
    expect(twin.slug).toBe('zdarske-vrchy-2');

    const trip = await buildTrip(t, { areaId: created._id });
    type Public = { area: { name: string; region: string } };
    expect(data<Public>(await call(PUBLIC_TRIP, { id: trip.id })).area.name).toBe('Žďárské vrchy');
    const options = async () => data<Array<{ value: string; label: string }>>(await call(AREA_OPTIONS));
    expect(await options()).toContainEqual({ value: created._id, label: 'Žďárské vrchy' });

    const renamed = data<Area>(
      await call(
        UPDATE_AREA,
        { ...refOf(created), input: { name: 'Žďárské vrchy a Vysočina', region: 'PARDUBICE' } },
        editor,
      ),
    );
    expect(renamed).toMatchObject({
      slug: 'zdarske-vrchy',
      name: 'Žďárské vrchy a Vysočina',
      region: 'PARDUBICE',
      tripCount: 1,
      version: 2,
    });
    expect(data<Public>(await call(PUBLIC_TRIP, { id: trip.id })).area).toMatchObject({
      name: 'Žďárské vrchy a Vysočina',
      region: 'PARDUBICE',
    });
    expect(await options()).toContainEqual({ value: created._id, label: 'Žďárské vrchy a Vysočina' });

    const refused = await call(DELETE_AREA, refOf(renamed), editor);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'ACTION_NOT_ALLOWED',
      reason: 'IN_USE',
      usageCount: 1,
    });
    expect(data<boolean>(await call(DELETE_AREA, refOf(twin), editor))).toBe(true);

    const actions = await t.app.services.db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'area'));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'area.create', entityId: created._id },
        { action: 'area.update', entityId: created._id },
        { action: 'area.create', entityId: twin._id },
        { action: 'area.delete', entityId: twin._id },
      ]),
    );
  });

  it('names an area in English too: readers of English get it, and without it the Czech name', async () => {
    const editor = as('TRIP_EDITOR');
    const created = data<Area>(
      await call(
        CREATE_AREA,
        { input: { name: 'Jizerské hory', nameEn: ' Jizera Mountains ', region: 'LIBEREC' } },
        editor,
      ),
    );
    expect(created).toMatchObject({ name: 'Jizerské hory', nameEn: 'Jizera Mountains', version: 1 });
    expect(data<Area[]>(await call(AREAS_QUERY, {}, editor)).find((area) => area._id === created._id)).toEqual(created);
    const trip = await buildTrip(t, { areaId: created._id });
    type Public = { area: { name: string; language: string } };
    const PUBLIC_AREA = 'query P($id: ID!) { publishedTrip(id: $id) { area { name language } } }';
    const areaIn = async (language: string) =>
      data<Public>(await call(PUBLIC_AREA, { id: trip.id }, undefined, language)).area;
    expect(await areaIn('en')).toEqual({ name: 'Jizera Mountains', language: 'en_US' });
    expect(await areaIn('cs')).toEqual({ name: 'Jizerské hory', language: 'cs_CZ' });
    const optionsIn = async (language: string) =>
      data<Array<{ value: string; label: string }>>(await call(AREA_OPTIONS, {}, undefined, language));
    expect(await optionsIn('en')).toContainEqual({ value: created._id, label: 'Jizera Mountains' });

    // The same fields again change nothing: no new version, no audit record.
    const same = data<Area>(
      await call(
        UPDATE_AREA,
        { ...refOf(created), input: { name: 'Jizerské hory', nameEn: 'Jizera Mountains', region: 'LIBEREC' } },
        editor,
      ),
    );
    expect(same.version).toBe(1);
    // A blank English name is none: readers of English get the Czech one.
    const cleared = data<Area>(
      await call(
        UPDATE_AREA,
        { ...refOf(same), input: { name: 'Jizerské hory', nameEn: '  ', region: 'LIBEREC' } },
        editor,
      ),
    );
    expect(cleared).toMatchObject({ nameEn: null, version: 2 });
    expect(await areaIn('en')).toEqual({ name: 'Jizerské hory', language: 'cs_CZ' });

    const audit = await t.app.services.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, created._id));
    expect(audit).toEqual([
      { action: 'area.create', before: null, after: expect.objectContaining({ nameEn: 'Jizera Mountains' }) },
      {
        action: 'area.update',
        before: expect.objectContaining({ nameEn: 'Jizera Mountains' }),
        after: expect.objectContaining({ nameEn: null }),
      },
    ]);
  });

  it('validates the names and the region', async () => {
    const editor = as('TRIP_EDITOR');
    const response = await call(CREATE_AREA, { input: { name: 'x'.repeat(61), region: 'LIBEREC' } }, editor);
    expect(fieldErrors(response)).toEqual([expect.objectContaining({ field: 'name', messageKey: 'MAX_LENGTH' })]);
    const english = await call(
      CREATE_AREA,
      { input: { name: 'Brdy', nameEn: 'x'.repeat(61), region: 'LIBEREC' } },
      editor,
    );
    expect(fieldErrors(english)).toEqual([expect.objectContaining({ field: 'nameEn', messageKey: 'MAX_LENGTH' })]);
    expect(fieldErrors(await call(CREATE_AREA, { input: { name: '', region: 'LIBEREC' } }, editor))[0]).toMatchObject({
      field: 'name',
      messageKey: 'REQUIRED',
    });
    expect(errorCode(await call(CREATE_AREA, { input: { name: 'Brdy', region: 'MARS' } }, editor))).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('optimistic locking of labels and areas', () => {
  const outdated = (response: GraphQLResponse) => {
    expect(errorCode(response)).toBe('ACTION_NOT_ALLOWED');
    return response.errors?.[0]?.extensions ?? {};
  };

  it('refuses a label change or deletion based on an older version, naming who saved the newer one', async () => {
    const { db } = t.app.services;
    const opened = data<Label>(await call(CREATE_LABEL, { kind: 'TRIP', input: labelInput() }, as('TRIP_EDITOR')));
    expect(opened.version).toBe(1);
    const chief = as('CHIEF_EDITOR');
    const theirs = data<Label>(
      await call(UPDATE_LABEL, { ...refOf(opened), input: labelInput({ labelCs: 'Jejich' }) }, chief),
    );
    expect(theirs.version).toBe(2);

    const refused = await call(
      UPDATE_LABEL,
      { ...refOf(opened), input: labelInput({ labelCs: 'Moje' }) },
      as('TRIP_EDITOR'),
    );
    const extensions = outdated(refused);
    expect(extensions).toMatchObject({ reason: 'OUTDATED_VERSION', changedBy: 'CHIEF_EDITOR T.', currentVersion: 2 });
    expect(Number.isNaN(Date.parse(String(extensions.changedAt)))).toBe(false);
    expect(refused.errors?.[0]?.message).toContain('CHIEF_EDITOR T. changed this label');
    expect(outdated(await call(DELETE_LABEL, refOf(opened), as('TRIP_EDITOR')))).toMatchObject({
      reason: 'OUTDATED_VERSION',
      changedBy: 'CHIEF_EDITOR T.',
    });

    const [row] = await db.select().from(labels).where(eq(labels.id, opened._id));
    expect(row).toMatchObject({ labelCs: 'Jejich', version: 2, updatedById: chief.user.id });
    const updates = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, opened._id), eq(auditLog.action, 'label.update')));
    expect(updates).toHaveLength(1);
    // Based on the newest version, the change goes through.
    const mine = await call<Label>(
      UPDATE_LABEL,
      { ...refOf(theirs), input: labelInput({ labelCs: 'Moje' }) },
      as('TRIP_EDITOR'),
    );
    expect(data<Label>(mine)).toMatchObject({ labelCs: 'Moje', version: 3 });
  });

  it('refuses an area change or deletion based on an older version, naming who saved the newer one', async () => {
    const { db } = t.app.services;
    const opened = data<Area>(await call(CREATE_AREA, { input: areaInput() }, as('TRIP_EDITOR')));
    const admin = as('ADMIN');
    data(await call(UPDATE_AREA, { ...refOf(opened), input: areaInput({ name: 'Jejich' }) }, admin));

    const refused = await call(
      UPDATE_AREA,
      { ...refOf(opened), input: areaInput({ name: 'Moje' }) },
      as('TRIP_EDITOR'),
    );
    expect(outdated(refused)).toMatchObject({ reason: 'OUTDATED_VERSION', changedBy: 'ADMIN T.', currentVersion: 2 });
    expect(outdated(await call(DELETE_AREA, refOf(opened), as('TRIP_EDITOR')))).toMatchObject({
      reason: 'OUTDATED_VERSION',
      changedBy: 'ADMIN T.',
    });
    const [row] = await db.select().from(areas).where(eq(areas.id, opened._id));
    expect(row).toMatchObject({ name: 'Jejich', version: 2, updatedById: admin.user.id });
  });

  it('validates the version', async () => {
    const label = await buildLabel(t, { kind: 'TRIP' });
    for (const version of [0, -1]) {
      const response = await call(UPDATE_LABEL, { id: label?.id, version, input: labelInput() }, as('TRIP_EDITOR'));
      expect(errorCode(response), String(version)).toBe('BAD_USER_INPUT');
      expect(fieldErrors(response).map((error) => error.field)).toEqual(['version']);
    }
  });
});

describe('label kinds in existing data', () => {
  it('migration 0016 classifies labels by where they are used, giving articles their own twin of a shared label', async () => {
    const { db } = t.app.services;
    const shared = await buildLabel(t, { kind: 'TRIP', labelCs: 'Sdílený' });
    const articlesOnly = await buildLabel(t, { kind: 'TRIP', labelCs: 'Jen články' });
    const tripsOnly = await buildLabel(t, { kind: 'TRIP', labelCs: 'Jen výlety' });
    const trip = await buildTrip(t, { labelId: shared.id });
    await buildTrip(t, { labelId: tripsOnly.id });
    const article = await buildArticle(t, { labelId: shared.id });
    const otherArticle = await buildArticle(t, { labelId: articlesOnly.id });

    // The migration's hand-written classification, run again over this database.
    const migration = readFileSync(new URL('../../db/migrations/0016_label_kinds.sql', import.meta.url), 'utf8');
    const statements = migration.split('--> statement-breakpoint').slice(-2);
    for (const statement of statements) await db.execute(sql.raw(statement));

    const kindOf = async (id: string) => (await db.select().from(labels).where(eq(labels.id, id)))[0]?.kind;
    expect(await kindOf(articlesOnly.id)).toBe('ARTICLE');
    expect(await kindOf(tripsOnly.id)).toBe('TRIP');
    expect(await kindOf(shared.id)).toBe('TRIP');
    const [moved] = await db.select().from(articles).where(eq(articles.id, article.id));
    const [twin] = await db
      .select()
      .from(labels)
      .where(eq(labels.id, moved?.labelId ?? ''));
    expect(twin).toMatchObject({ kind: 'ARTICLE', slug: shared.slug, labelCs: 'Sdílený', color: shared.color });
    expect((await db.select().from(trips).where(eq(trips.id, trip.id)))[0]?.labelId).toBe(shared.id);
    expect((await db.select().from(articles).where(eq(articles.id, otherArticle.id)))[0]?.labelId).toBe(
      articlesOnly.id,
    );
  });

  it('the demo gives trips and announcements TRIP labels and articles ARTICLE labels, every one passing AA', async () => {
    const { db } = t.app.services;
    await seedDemoContent(db);
    const kinds = async (table: typeof trips | typeof articles | typeof tripAnnouncements) =>
      new Set(
        (await db.select({ kind: labels.kind }).from(table).innerJoin(labels, eq(labels.id, table.labelId))).map(
          (row) => row.kind,
        ),
      );
    expect(await kinds(trips)).toEqual(new Set(['TRIP']));
    expect(await kinds(tripAnnouncements)).toEqual(new Set(['TRIP']));
    expect(await kinds(articles)).toEqual(new Set(['ARTICLE']));
    for (const label of LABELS) expect(labelContrast(label.color).passes, label.slug).toBe(true);
  });
});
