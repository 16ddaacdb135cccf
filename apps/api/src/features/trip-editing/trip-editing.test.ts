import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories.js';
import { errorCode, type GraphQLResponse, startTestApp, type TestApp } from '../../../test/harness.js';
import { areas, auditLog, images, tripAnnouncements, trips } from '../../db/schema.js';
import { ROLES } from '../../platform/auth/roles.js';
import { publishDueContent } from '../editorial/index.js';

const FIELDS = `_id version status slug title perex preview content routeLink coordinates { lat lng } lengthKm routeType
  duration suitability terrain reviewComment scheduledAt publishedAt area { _id name } author { _id shortname }
  updatedBy { shortname } images { _id } nearestMunicipality { name region }`;
const CREATE = `mutation C($input: TripDraftInput!) { createTrip(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $version: Int!, $input: TripDraftInput!) {
  updateTrip(id: $id, version: $version, input: $input) { ${FIELDS} } }`;
const SUBMIT = `mutation S($id: ID!, $version: Int!) { submitTripForReview(id: $id, version: $version) { ${FIELDS} } }`;
const RETURN = `mutation R($id: ID!, $version: Int!, $comment: String!) {
  returnTripToAuthor(id: $id, version: $version, comment: $comment) { ${FIELDS} } }`;
const PUBLISH = `mutation P($id: ID!, $version: Int!) { publishTrip(id: $id, version: $version) { ${FIELDS} } }`;
const SCHEDULE = `mutation P($id: ID!, $version: Int!, $at: DateTime!) {
  scheduleTrip(id: $id, version: $version, at: $at) { ${FIELDS} } }`;
const UNPUBLISH = `mutation P($id: ID!, $version: Int!) { unpublishTrip(id: $id, version: $version) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!, $version: Int!) { deleteTripDraft(id: $id, version: $version) }';
const RESTORE = `mutation R($id: ID!, $version: Int!, $revision: Int!) {
  restoreTripRevision(id: $id, version: $version, revision: $revision) { ${FIELDS} } }`;
const LIST = `query L($filter: EditorTripsFilter, $pagination: PaginationInput) {
  editorTrips(filter: $filter, pagination: $pagination) { total edges { _id title status } } }`;
const ONE = `query O($id: ID!) { editorTrip(id: $id) { ${FIELDS} } }`;
const REVISIONS = 'query R($id: ID!) { tripRevisions(id: $id) { version createdAt author { shortname } fields } }';
const PUBLIC = 'query P($id: ID!) { publishedTrip(id: $id) { _id title } }';
const PUBLIC_LIST = '{ publishedTrips(pagination: { pageSize: 50 }) { edges { _id } } }';

interface Trip {
  _id: string;
  version: number;
  status: string;
  title: string;
  slug: string;
  reviewComment: string | null;
  updatedBy: { shortname: string } | null;
  [field: string]: unknown;
}

type Session = Awaited<ReturnType<typeof signedInUser>>;

let t: TestApp;
let areaId: string;
const sessions = new Map<string, Session>();
const as = (role: string) => {
  const session = sessions.get(role);
  if (!session) throw new Error(`no ${role}`);
  return session;
};

/** Everything publishing needs, at Karlštejn. */
const complete = () => ({
  title: 'Na Karlštejn přes Svatý Jan',
  areaId,
  perex: 'Hrad, vápencové skály a klášter v lesích.',
  preview: 'Z Berouna přes Svatý Jan pod Skalou na hrad.',
  content: '## Trasa\n\nZ nádraží po **červené**.',
  routeLink: 'https://mapy.com/s/karlstejn',
  coordinates: { lat: 49.9394, lng: 14.1881 },
  lengthKm: 14.5,
  routeType: 'A_TO_B',
  duration: 'WHOLE_DAY',
  suitability: ['DOGS'],
  terrain: ['FIELD_PATH'],
});

async function call<T = Trip>(query: string, variables: Record<string, unknown>, session?: Session) {
  const response = await t.gql<Record<string, T>>(query, variables, session ? { token: session.token } : {});
  return response;
}

function data<T = Trip>(response: GraphQLResponse<Record<string, T>>): T {
  expect(response.errors).toBeUndefined();
  return Object.values(response.data ?? {})[0] as T;
}

const ref = (trip: Trip) => ({ id: trip._id, version: trip.version });

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLES) {
    sessions.set(
      role,
      await signedInUser(t, { firstname: role, lastname: 'Tester', roles: [...new Set(['USER', role])] }),
    );
  }
  const [area] = await t.app.services.db
    .insert(areas)
    .values({ slug: `cesky-kras-${Date.now()}`, name: 'Český kras', region: 'CENTRAL_BOHEMIAN' })
    .returning({ id: areas.id });
  areaId = area?.id ?? '';
});
afterAll(() => t.close());

describe('the permission matrix of trip authoring', () => {
  /** A trip of the partner's in the state the operation starts from. */
  const states = {
    draft: async () => data(await call(CREATE, { input: complete() }, as('PARTNER_EDITOR'))),
    inReview: async () => data(await call(SUBMIT, ref(await states.draft()), as('PARTNER_EDITOR'))),
    published: async () => data(await call(PUBLISH, ref(await states.inReview()), as('TRIP_EDITOR'))),
  };
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  const partnerAndEditors = ['PARTNER_EDITOR', 'TRIP_EDITOR', 'CHIEF_EDITOR', 'ADMIN'];
  const editors = ['TRIP_EDITOR', 'CHIEF_EDITOR', 'ADMIN'];
  const operations = [
    { name: 'editorTrips', allowed: partnerAndEditors, query: LIST, from: null, variables: () => ({}) },
    {
      name: 'createTrip',
      allowed: partnerAndEditors,
      query: CREATE,
      from: null,
      variables: () => ({ input: complete() }),
    },
    {
      name: 'editorTrip',
      allowed: partnerAndEditors,
      query: ONE,
      from: states.draft,
      variables: (trip: Trip) => ({ id: trip._id }),
    },
    {
      name: 'tripRevisions',
      allowed: partnerAndEditors,
      query: REVISIONS,
      from: states.draft,
      variables: (trip: Trip) => ({ id: trip._id }),
    },
    {
      name: 'updateTrip',
      allowed: partnerAndEditors,
      query: UPDATE,
      from: states.draft,
      variables: (trip: Trip) => ({ ...ref(trip), input: { ...complete(), title: 'Upraveno' } }),
    },
    {
      name: 'restoreTripRevision',
      allowed: partnerAndEditors,
      query: RESTORE,
      from: states.draft,
      variables: (trip: Trip) => ({ ...ref(trip), revision: 1 }),
    },
    { name: 'submitTripForReview', allowed: partnerAndEditors, query: SUBMIT, from: states.draft, variables: ref },
    { name: 'deleteTripDraft', allowed: partnerAndEditors, query: DELETE, from: states.draft, variables: ref },
    {
      name: 'returnTripToAuthor',
      allowed: editors,
      query: RETURN,
      from: states.inReview,
      variables: (trip: Trip) => ({ ...ref(trip), comment: 'Doplňte parkování.' }),
    },
    { name: 'publishTrip', allowed: editors, query: PUBLISH, from: states.inReview, variables: ref },
    {
      name: 'scheduleTrip',
      allowed: editors,
      query: SCHEDULE,
      from: states.inReview,
      variables: (trip: Trip) => ({ ...ref(trip), at: inAnHour() }),
    },
    { name: 'unpublishTrip', allowed: editors, query: UNPUBLISH, from: states.published, variables: ref },
  ];

  it.each(operations)(
    '$name: anonymous UNAUTHORIZED, the roles that may allowed, every other FORBIDDEN',
    async (op) => {
      const trip = op.from ? await op.from() : ({} as Trip);
      expect(errorCode(await call(op.query, op.variables(trip))), 'anonymous').toBe('UNAUTHORIZED');
      for (const role of ROLES) {
        // A fresh trip for every allowed role, so each starts from the same state.
        const subject = op.from && op.allowed.includes(role) ? await op.from() : trip;
        const response = await call(op.query, op.variables(subject), as(role));
        if (op.allowed.includes(role)) expect(response.errors, role).toBeUndefined();
        else expect(errorCode(response), role).toBe('FORBIDDEN');
      }
    },
  );

  it("a partner neither sees nor touches another partner's trip, nor changes their own once it is scheduled", async () => {
    const other = await signedInUser(t, { roles: ['USER', 'PARTNER_EDITOR'] });
    const trip = await states.draft();
    expect(errorCode(await call(ONE, { id: trip._id }, other))).toBe('FORBIDDEN');
    expect(errorCode(await call(UPDATE, { ...ref(trip), input: complete() }, other))).toBe('FORBIDDEN');
    expect(errorCode(await call(DELETE, ref(trip), other))).toBe('FORBIDDEN');
    const list = data<{ edges: Trip[] }>(await call(LIST, {}, other));
    expect(list.edges.map((edge) => edge._id)).not.toContain(trip._id);

    const inReview = data(await call(SUBMIT, ref(trip), as('PARTNER_EDITOR')));
    const scheduled = data(
      await call(SCHEDULE, { ...ref(inReview), at: new Date(Date.now() + 3_600_000).toISOString() }, as('TRIP_EDITOR')),
    );
    const refused = await call(UPDATE, { ...ref(scheduled), input: complete() }, as('PARTNER_EDITOR'));
    expect(errorCode(refused)).toBe('ACTION_NOT_ALLOWED');
  });
});

describe('the workflow', () => {
  it('draft → review → sent back with an e-mail → review → published in the app → unpublished', async () => {
    // Their own partner, so the review e-mail is the first to their address.
    const partner = await signedInUser(t, {
      firstname: 'Petra',
      lastname: 'Partnerová',
      roles: ['USER', 'PARTNER_EDITOR'],
    });
    const draft = data(await call(CREATE, { input: { title: '  Šumava v zimě ' } }, partner));
    expect(draft).toMatchObject({ status: 'DRAFT', version: 1, title: 'Šumava v zimě', slug: 'sumava-v-zime' });
    expect(draft.author).toEqual({ _id: partner.user.id, shortname: 'Petra P.' });

    const incomplete = await call(SUBMIT, ref(draft), partner);
    expect(errorCode(incomplete)).toBe('BAD_USER_INPUT');
    const missing = (incomplete.errors?.[0]?.extensions?.fields as Array<{ field: string; messageKey: string }>) ?? [];
    expect(missing.map((error) => error.field).sort()).toEqual(
      ['areaId', 'content', 'coordinates', 'duration', 'lengthKm', 'perex', 'preview', 'routeType'].sort(),
    );
    expect(new Set(missing.map((error) => error.messageKey))).toEqual(new Set(['REQUIRED']));

    const filled = data(
      await call(UPDATE, { ...ref(draft), input: { ...complete(), title: 'Šumava v zimě' } }, partner),
    );
    expect(filled).toMatchObject({
      version: 2,
      slug: 'sumava-v-zime',
      nearestMunicipality: { region: 'CENTRAL_BOHEMIAN' },
    });
    const submitted = data(await call(SUBMIT, ref(filled), partner));
    expect(submitted.status).toBe('IN_REVIEW');
    expect(errorCode(await call(PUBLISH, ref(submitted), partner))).toBe('FORBIDDEN');

    const editor = as('TRIP_EDITOR');
    const returned = data(await call(RETURN, { ...ref(submitted), comment: 'Doplňte, kde zaparkovat.' }, editor));
    expect(returned).toMatchObject({ status: 'DRAFT', reviewComment: 'Doplňte, kde zaparkovat.' });
    const mail = await t.smtp.waitForMail(partner.user.email ?? '');
    expect(mail.raw).toContain('Doplňte, kde zaparkovat.');
    expect(mail.raw).toContain(`/admin/trips/${draft._id}`);

    const again = data(await call(SUBMIT, ref(returned), partner));
    expect(again).toMatchObject({ status: 'IN_REVIEW', reviewComment: null });
    expect(data(await call(PUBLIC, { id: draft._id }))).toBeNull();

    const published = data(await call(PUBLISH, ref(again), editor));
    expect(published.status).toBe('PUBLISHED');
    expect(published.publishedAt).toBeTruthy();
    expect(data(await call(PUBLIC, { id: draft._id }))).toMatchObject({ title: 'Šumava v zimě' });
    const listed = data<{ edges: Array<{ _id: string }> }>(await call(PUBLIC_LIST, {}));
    expect(listed.edges.map((edge) => edge._id)).toContain(draft._id);
    expect(errorCode(await call(DELETE, ref(published), editor))).toBe('ACTION_NOT_ALLOWED');

    const unpublished = data(await call(UNPUBLISH, ref(published), editor));
    expect(unpublished).toMatchObject({ status: 'UNPUBLISHED', publishedAt: published.publishedAt });
    expect(data(await call(PUBLIC, { id: draft._id }))).toBeNull();

    const audit = await t.app.services.db.select().from(auditLog).where(eq(auditLog.entityId, draft._id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(
      [
        'trip.create',
        'trip.update',
        'trip.submitForReview',
        'trip.returnToAuthor',
        'trip.submitForReview',
        'trip.publish',
        'trip.unpublish',
      ].sort(),
    );
    const publish = audit.find((entry) => entry.action === 'trip.publish');
    expect(publish?.before).toMatchObject({ status: 'IN_REVIEW' });
    expect(publish?.after).toMatchObject({ status: 'PUBLISHED', title: 'Šumava v zimě' });
  });

  it('announces a trip on the wall the first time it is published, and not again after unpublishing', async () => {
    const editor = as('TRIP_EDITOR');
    const FEED =
      '{ feed(pagination: { pageSize: 50 }) { edges { __typename ... on PublishedTripAnnouncement { title trip { _id } } } } }';
    const announcementsOf = async (tripId: string) =>
      data<{ edges: Array<{ title?: string; trip?: { _id: string } | null }> }>(await call(FEED, {})).edges.filter(
        (edge) => edge.trip?._id === tripId,
      );
    const draft = data(await call(CREATE, { input: { ...complete(), title: 'Na Kokořín' } }, editor));
    const published = data(await call(PUBLISH, ref(draft), editor));
    expect(await announcementsOf(draft._id)).toEqual([
      { __typename: 'PublishedTripAnnouncement', title: 'Na Kokořín', trip: { _id: draft._id } },
    ]);
    const unpublished = data(await call(UNPUBLISH, ref(published), editor));
    expect(await announcementsOf(draft._id)).toEqual([]);
    data(await call(PUBLISH, ref(unpublished), editor));
    expect(await announcementsOf(draft._id)).toHaveLength(1);
    const audit = await t.app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'announcement.announceTrip'));
    expect(audit.filter((entry) => (entry.after as { tripId?: string }).tripId === draft._id)).toHaveLength(1);
  });

  it('an edit based on an older version is refused, naming who saved the newer one', async () => {
    const trip = data(await call(CREATE, { input: complete() }, as('TRIP_EDITOR')));
    const first = data(
      await call(UPDATE, { ...ref(trip), input: { ...complete(), title: 'První' } }, as('CHIEF_EDITOR')),
    );
    const second = await call(UPDATE, { ...ref(trip), input: { ...complete(), title: 'Druhá' } }, as('TRIP_EDITOR'));
    expect(errorCode(second)).toBe('ACTION_NOT_ALLOWED');
    expect(second.errors?.[0]?.extensions).toMatchObject({
      reason: 'OUTDATED_VERSION',
      changedBy: 'CHIEF_EDITOR T.',
      currentVersion: first.version,
    });
    expect(data(await call(ONE, { id: trip._id }, as('TRIP_EDITOR')))).toMatchObject({ title: 'První' });
  });

  it('keeps a revision of every save, and restoring one saves it as the newest version', async () => {
    const editor = as('TRIP_EDITOR');
    const v1 = data(await call(CREATE, { input: { ...complete(), title: 'Jedna' } }, editor));
    const v2 = data(await call(UPDATE, { ...ref(v1), input: { ...complete(), title: 'Dvě', lengthKm: 9 } }, editor));
    const revisions = data<Array<{ version: number; fields: string }>>(await call(REVISIONS, { id: v1._id }, editor));
    expect(revisions.map((revision) => revision.version)).toEqual([2, 1]);
    expect(JSON.parse(revisions[1]?.fields ?? '{}')).toMatchObject({ title: 'Jedna', lengthKm: 14.5 });

    const v3 = data(await call(RESTORE, { ...ref(v2), revision: 1 }, editor));
    expect(v3).toMatchObject({ version: 3, title: 'Jedna', lengthKm: 14.5 });
    expect(errorCode(await call(RESTORE, { ...ref(v3), revision: 99 }, editor))).toBe('BAD_USER_INPUT');
  });

  it('a scheduled trip publishes itself once, whichever process gets there first', async () => {
    const editor = as('TRIP_EDITOR');
    const trip = data(await call(CREATE, { input: complete() }, editor));
    const past = await call(SCHEDULE, { ...ref(trip), at: new Date(Date.now() - 1000).toISOString() }, editor);
    expect(errorCode(past)).toBe('BAD_USER_INPUT');
    const scheduled = data(
      await call(SCHEDULE, { ...ref(trip), at: new Date(Date.now() + 1500).toISOString() }, editor),
    );
    expect(scheduled.status).toBe('SCHEDULED');
    expect(data(await call(PUBLIC, { id: trip._id }))).toBeNull();

    const { db } = t.app.services;
    // Due in 1.5 s: nothing at this moment, and in 1.6 s (no need to wait for it) published once by either process.
    expect(await publishDueContent(db, new Date())).not.toContain(trip._id);
    const later = new Date(Date.now() + 1600);
    const [one, two] = await Promise.all([publishDueContent(db, later), publishDueContent(db, later)]);
    expect([...one, ...two].filter((id) => id === trip._id)).toHaveLength(1);
    expect(data(await call(PUBLIC, { id: trip._id }))).toMatchObject({ _id: trip._id });
    const audit = await t.app.services.db.select().from(auditLog).where(eq(auditLog.entityId, trip._id));
    expect(audit.filter((entry) => entry.action === 'trip.publishScheduled')).toHaveLength(1);
    const [row] = await t.app.services.db.select().from(trips).where(eq(trips.id, trip._id));
    expect(row).toMatchObject({ status: 'PUBLISHED', scheduledAt: null });
    const announced = await db.select().from(tripAnnouncements).where(eq(tripAnnouncements.tripId, trip._id));
    expect(announced).toEqual([expect.objectContaining({ status: 'PUBLISHED', title: row?.title })]);
  });

  it('deletes a never-published draft with its revisions', async () => {
    const partner = as('PARTNER_EDITOR');
    const trip = data(await call(CREATE, { input: { title: 'Smazat' } }, partner));
    expect(data<boolean>(await call<boolean>(DELETE, ref(trip), partner))).toBe(true);
    expect(data(await call(ONE, { id: trip._id }, as('TRIP_EDITOR')))).toBeNull();
  });
});

describe('input', () => {
  it('names every invalid field with the spec message keys', async () => {
    const response = await call(
      CREATE,
      {
        input: {
          title: ' ',
          routeLink: 'https://maps.google.com/?q=Karlstejn',
          lengthKm: -3,
          coordinates: { lat: 95, lng: 14 },
          areaId: 'not-a-uuid',
        },
      },
      as('TRIP_EDITOR'),
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    const fields = response.errors?.[0]?.extensions?.fields as Array<{ field: string; messageKey: string }>;
    expect(Object.fromEntries(fields.map((error) => [error.field, error.messageKey]))).toEqual({
      title: 'REQUIRED',
      routeLink: 'INVALID_MAPS_LINK',
      lengthKm: 'POSITIVE',
      'coordinates.lat': 'MAX_VALUE',
      areaId: 'INVALID_VALUE',
    });
  });

  it('accepts Mapy.com and mapy.cz links only, and refuses references to nothing', async () => {
    const editor = as('TRIP_EDITOR');
    for (const link of ['https://mapy.com/s/abc', 'https://mapy.cz/turisticka?x=14.1', 'https://en.mapy.com/']) {
      expect((await call(CREATE, { input: { title: 'Odkaz', routeLink: link } }, editor)).errors, link).toBeUndefined();
    }
    for (const link of ['https://mapy.com.evil.cz/', 'javascript:alert(1)', 'ftp://mapy.cz/', 'mapy.cz']) {
      const response = await call(CREATE, { input: { title: 'Odkaz', routeLink: link } }, editor);
      expect(errorCode(response), link).toBe('BAD_USER_INPUT');
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    const photos = [{ imageId: unknown, alt: 'Nic' }];
    const response = await call(CREATE, { input: { title: 'Nic', areaId: unknown, photos, trackId: unknown } }, editor);
    const fields = response.errors?.[0]?.extensions?.fields as Array<{ field: string }>;
    expect(fields.map((error) => error.field).sort()).toEqual(['areaId', 'photos', 'trackId']);
  });

  it('saves the gallery in order with each photo’s alt text and focal point, and attaches a GPX track', async () => {
    const editor = as('TRIP_EDITOR');
    const db = t.app.services.db;
    const [first, second] = await db
      .insert(images)
      .values([
        { url: '/media/uploads/a.jpg', alt: '', width: 1600, height: 1000 },
        { url: '/media/uploads/b.jpg', alt: '', width: 1600, height: 1000 },
      ])
      .returning({ id: images.id });
    const gpx = await readFile(new URL('../tracks/fixtures/recorded-walk.gpx', import.meta.url));
    const upload = await fetch(`${t.url}/api/tracks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'application/gpx+xml' },
      body: new Uint8Array(gpx),
    });
    const { track } = (await upload.json()) as { track: { _id: string; lengthKm: number } };
    const photos = [
      { imageId: second?.id, alt: 'Hrad nad lesem', focalX: 0.25, focalY: 0.75 },
      { imageId: first?.id, alt: 'Vápencový lom' },
    ];
    const missingAlt = await call(
      CREATE,
      { input: { title: 'Fotky', photos: [{ imageId: first?.id, alt: ' ' }] } },
      editor,
    );
    expect(missingAlt.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'photos.0.alt', messageKey: 'REQUIRED' }),
    ]);

    const trip = data(
      await call(CREATE, { input: { title: 'Fotky', photos, trackId: track._id, coverImageId: second?.id } }, editor),
    );
    const saved = data<{ images: unknown[]; coverImage: unknown; track: unknown }>(
      await call(
        'query O($id: ID!) { editorTrip(id: $id) { images { _id alt focalX focalY } coverImage { _id focalX } track { _id lengthKm } } }',
        { id: trip._id },
        editor,
      ),
    );
    expect(saved.images).toEqual([
      { _id: second?.id, alt: 'Hrad nad lesem', focalX: 0.25, focalY: 0.75 },
      { _id: first?.id, alt: 'Vápencový lom', focalX: 0.5, focalY: 0.5 },
    ]);
    expect(saved.coverImage).toEqual({ _id: second?.id, focalX: 0.25 });
    expect(saved.track).toEqual({ _id: track._id, lengthKm: track.lengthKm });
    const [revision] = data<Array<{ fields: string }>>(await call(REVISIONS, { id: trip._id }, editor));
    expect(JSON.parse(revision?.fields ?? '{}')).toMatchObject({
      photos: [{ alt: 'Hrad nad lesem' }, { alt: 'Vápencový lom' }],
      trackId: track._id,
    });
  });

  it('saves an English version beside the Czech one, which readers of English get once it is complete', async () => {
    const editor = as('TRIP_EDITOR');
    const english = { accept: { headers: { 'accept-language': 'en' } } };
    const ENGLISH_FIELDS = `_id version titleEn previewEn perexEn contentEn contentEnHtml hasEnglish
      images { altCs altEn }`;
    const started = await call(
      CREATE,
      { input: { ...complete(), title: 'Anglický koncept', perexEn: 'Castle, limestone cliffs.' } },
      editor,
    );
    expect(started.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'titleEn', messageKey: 'REQUIRED' }),
    ]);

    const [photo] = await t.app.services.db
      .insert(images)
      .values({ url: '/media/uploads/en.jpg', alt: '', width: 1600, height: 1000 })
      .returning({ id: images.id });
    const draft = data(
      await call(
        CREATE,
        {
          input: {
            ...complete(),
            title: 'Karlštejn anglicky',
            titleEn: '  Karlštejn by way of Svatý Jan ',
            photos: [{ imageId: photo?.id, alt: 'Hrad', altEn: 'The castle' }],
          },
        },
        editor,
      ),
    );
    const titled = data(
      await call(`query O($id: ID!) { editorTrip(id: $id) { ${ENGLISH_FIELDS} } }`, { id: draft._id }, editor),
    );
    expect(titled).toMatchObject({
      titleEn: 'Karlštejn by way of Svatý Jan',
      previewEn: null,
      hasEnglish: false,
      images: [{ altCs: 'Hrad', altEn: 'The castle' }],
    });
    const published = data(await call(PUBLISH, { id: draft._id, version: draft.version }, editor));
    const readers = await t.gql<{ publishedTrip: { title: string; language: string } }>(
      'query P($id: ID!) { publishedTrip(id: $id) { title language } }',
      { id: draft._id },
      english.accept,
    );
    // Publishing did not wait for English, and an English version only started is not shown.
    expect(readers.data?.publishedTrip).toEqual({ title: 'Karlštejn anglicky', language: 'cs_CZ' });
    const missing = await call<{ edges: Array<{ _id: string }> }>(LIST, { filter: { missingEnglish: true } }, editor);
    expect(data(missing).edges.map((edge) => edge._id)).toContain(draft._id);

    const translated = data(
      await call(
        UPDATE,
        {
          id: draft._id,
          version: published.version,
          input: {
            ...complete(),
            title: 'Karlštejn anglicky',
            titleEn: 'Karlštejn by way of Svatý Jan',
            previewEn: 'From Beroun to the castle.',
            perexEn: 'A castle, limestone cliffs and a monastery in the woods.',
            contentEn: '## Route\n\nFrom the station on the **red** trail.',
            photos: [{ imageId: photo?.id, alt: 'Hrad', altEn: 'The castle' }],
          },
        },
        editor,
      ),
    );
    const full = data(
      await call(`query O($id: ID!) { editorTrip(id: $id) { ${ENGLISH_FIELDS} } }`, { id: translated._id }, editor),
    );
    expect(full).toMatchObject({ hasEnglish: true, contentEnHtml: expect.stringContaining('<strong>red</strong>') });
    const now = await t.gql<{ publishedTrip: { title: string; language: string; images: Array<{ alt: string }> } }>(
      'query P($id: ID!) { publishedTrip(id: $id) { title language images { alt } } }',
      { id: draft._id },
      english.accept,
    );
    expect(now.data?.publishedTrip).toEqual({
      title: 'Karlštejn by way of Svatý Jan',
      language: 'en_US',
      images: [{ alt: 'The castle' }],
    });
    const stillMissing = await call<{ edges: Array<{ _id: string }> }>(
      LIST,
      { filter: { missingEnglish: true } },
      editor,
    );
    expect(data(stillMissing).edges.map((edge) => edge._id)).not.toContain(draft._id);
    const [revision] = data<Array<{ fields: string }>>(await call(REVISIONS, { id: draft._id }, editor));
    expect(JSON.parse(revision?.fields ?? '{}')).toMatchObject({
      titleEn: 'Karlštejn by way of Svatý Jan',
      perexEn: 'A castle, limestone cliffs and a monastery in the woods.',
      photos: [{ alt: 'Hrad', altEn: 'The castle' }],
    });
  });

  it('renders Markdown for the live preview as the app will, for editors only', async () => {
    const query = 'query M($markdown: String!) { markdownPreview(markdown: $markdown) }';
    const markdown = '## Trasa\n\n**Pozor** <script>alert(1)</script>';
    const preview = await call<string>(query, { markdown }, as('PARTNER_EDITOR'));
    expect(data<string>(preview)).toBe(
      '<h2>Trasa</h2>\n<p><strong>Pozor</strong> &lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    );
    expect(errorCode(await call(query, { markdown }, as('USER')))).toBe('FORBIDDEN');
    expect(errorCode(await call(query, { markdown: 'x'.repeat(50_001) }, as('TRIP_EDITOR')))).toBe('BAD_USER_INPUT');
  });

  it('nearestCity names the municipality nearest to a place', async () => {
    const response = await t.gql<{ nearestCity: { name: string; region: string } }>(
      'query N($near: LatLngInput!) { nearestCity(near: $near) { name region } }',
      { near: { lat: 49.9394, lng: 14.1881 } },
    );
    expect(response.data?.nearestCity).toEqual({ name: 'Karlštejn', region: 'CENTRAL_BOHEMIAN' });
  });
});
