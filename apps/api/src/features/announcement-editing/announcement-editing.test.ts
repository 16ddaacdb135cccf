import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArea, buildImage, buildLabel, buildTrip } from '../../../test/content-factories.js';
import { signedInUser } from '../../../test/factories.js';
import { errorCode, type GraphQLResponse, startTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, tripAnnouncements } from '../../db/schema.js';
import { ROLES } from '../../platform/auth/roles.js';
import { publishDueContent } from '../editorial/index.js';

const FIELDS = `_id version status title preview reviewComment scheduledAt publishedAt updatedAt
  label { _id label } image { _id alt } trip { _id title status } author { _id shortname } updatedBy { shortname }`;
const CREATE = `mutation C($input: AnnouncementDraftInput!) { createAnnouncement(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $version: Int!, $input: AnnouncementDraftInput!) {
  updateAnnouncement(id: $id, version: $version, input: $input) { ${FIELDS} } }`;
const SUBMIT = `mutation S($id: ID!, $version: Int!) {
  submitAnnouncementForReview(id: $id, version: $version) { ${FIELDS} } }`;
const RETURN = `mutation R($id: ID!, $version: Int!, $comment: String!) {
  returnAnnouncementToAuthor(id: $id, version: $version, comment: $comment) { ${FIELDS} } }`;
const PUBLISH = `mutation P($id: ID!, $version: Int!) { publishAnnouncement(id: $id, version: $version) { ${FIELDS} } }`;
const SCHEDULE = `mutation S($id: ID!, $version: Int!, $at: DateTime!) {
  scheduleAnnouncement(id: $id, version: $version, at: $at) { ${FIELDS} } }`;
const UNPUBLISH = `mutation U($id: ID!, $version: Int!) {
  unpublishAnnouncement(id: $id, version: $version) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!, $version: Int!) { deleteAnnouncementDraft(id: $id, version: $version) }';
const RESTORE = `mutation R($id: ID!, $version: Int!, $revision: Int!) {
  restoreAnnouncementRevision(id: $id, version: $version, revision: $revision) { ${FIELDS} } }`;
const LIST = `query L($filter: EditorAnnouncementsFilter, $pagination: PaginationInput) {
  editorAnnouncements(filter: $filter, pagination: $pagination) { total edges { _id title status } } }`;
const ONE = `query O($id: ID!) { editorAnnouncement(id: $id) { ${FIELDS} } }`;
const REVISIONS = `query R($id: ID!) {
  announcementRevisions(id: $id) { version createdAt author { shortname } fields } }`;
const FEED = `{ feed(filter: { kinds: [TRIP_ANNOUNCEMENT] }, pagination: { pageSize: 50 }) {
  edges { _id ... on PublishedTripAnnouncement { title trip { _id } } } } }`;
const PUBLISH_TRIP = 'mutation P($id: ID!, $version: Int!) { publishTrip(id: $id, version: $version) { _id status } }';

interface Announcement {
  _id: string;
  version: number;
  status: string;
  title: string;
  preview: string;
  reviewComment: string | null;
  publishedAt: string | null;
  trip: { _id: string; title: string; status: string } | null;
  author: { _id: string; shortname: string } | null;
  [field: string]: unknown;
}

type Session = Awaited<ReturnType<typeof signedInUser>>;
type Fields = Array<{ field: string; messageKey: string }>;

let t: TestApp;
/** The partner's own trips: one published (announcements of it may go on the wall) and one still a draft. */
let partnerTripId: string;
let partnerDraftTripId: string;
/** Another partner, and their own published trip. */
let other: Session;
let otherTripId: string;
const sessions = new Map<string, Session>();
const as = (role: string) => {
  const session = sessions.get(role);
  if (!session) throw new Error(`no ${role}`);
  return session;
};

const complete = (tripId = partnerTripId) => ({
  title: 'Nová trasa Českým rájem',
  preview: 'Skalní města, hrady a vyhlídky na jeden den.',
  tripId,
});

async function call<T = Announcement>(query: string, variables: Record<string, unknown>, session?: Session) {
  return t.gql<Record<string, T>>(query, variables, session ? { token: session.token } : {});
}

function data<T = Announcement>(response: GraphQLResponse<Record<string, T>>): T {
  expect(response.errors).toBeUndefined();
  return Object.values(response.data ?? {})[0] as T;
}

function fields(response: GraphQLResponse): Record<string, string> {
  const errors = (response.errors?.[0]?.extensions?.fields ?? []) as Fields;
  return Object.fromEntries(errors.map((error) => [error.field, error.messageKey]));
}

const ref = (announcement: Announcement) => ({ id: announcement._id, version: announcement.version });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const onTheWall = async () =>
  data<{ edges: Array<{ _id: string; title: string; trip: { _id: string } | null }> }>(await call(FEED, {})).edges;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLES) {
    sessions.set(
      role,
      await signedInUser(t, { firstname: role, lastname: 'Tester', roles: [...new Set(['USER', role])] }),
    );
  }
  other = await signedInUser(t, { firstname: 'Ota', lastname: 'Jiný', roles: ['USER', 'PARTNER_EDITOR'] });
  const partnerId = as('PARTNER_EDITOR').user.id;
  partnerTripId = (await buildTrip(t, { title: 'Prachovské skály', authorId: partnerId }))?.id ?? '';
  partnerDraftTripId =
    (await buildTrip(t, { title: 'Kost', authorId: partnerId, status: 'DRAFT', publishedAt: null }))?.id ?? '';
  otherTripId = (await buildTrip(t, { title: 'Cizí výlet', authorId: other.user.id }))?.id ?? '';
});
afterAll(() => t.close());

describe('the permission matrix of announcement authoring', () => {
  /** An announcement of the partner's in the state the operation starts from. */
  const states = {
    draft: async () => data(await call(CREATE, { input: complete() }, as('PARTNER_EDITOR'))),
    inReview: async () => data(await call(SUBMIT, ref(await states.draft()), as('PARTNER_EDITOR'))),
    published: async () => data(await call(PUBLISH, ref(await states.inReview()), as('TRIP_EDITOR'))),
  };
  const partnerAndEditors = ['PARTNER_EDITOR', 'TRIP_EDITOR', 'CHIEF_EDITOR', 'ADMIN'];
  const editors = ['TRIP_EDITOR', 'CHIEF_EDITOR', 'ADMIN'];
  /** What another partner gets for the partner's announcement: FORBIDDEN unless the operation says otherwise. */
  type OtherPartner = 'FORBIDDEN' | 'NULL' | 'NOT_LISTED' | 'BAD_USER_INPUT';
  const operations: Array<{
    name: string;
    allowed: string[];
    query: string;
    from: (() => Promise<Announcement>) | null;
    variables: (announcement: Announcement) => Record<string, unknown>;
    otherPartner: OtherPartner;
  }> = [
    {
      name: 'editorAnnouncements',
      allowed: partnerAndEditors,
      query: LIST,
      from: states.draft,
      variables: () => ({ pagination: { pageSize: 50 } }),
      otherPartner: 'NOT_LISTED',
    },
    {
      name: 'createAnnouncement',
      allowed: partnerAndEditors,
      query: CREATE,
      from: null,
      variables: () => ({ input: complete() }),
      // Announcing someone else's trip: the trip is bad input.
      otherPartner: 'BAD_USER_INPUT',
    },
    {
      name: 'editorAnnouncement',
      allowed: partnerAndEditors,
      query: ONE,
      from: states.draft,
      variables: (announcement) => ({ id: announcement._id }),
      otherPartner: 'NULL',
    },
    {
      name: 'announcementRevisions',
      allowed: partnerAndEditors,
      query: REVISIONS,
      from: states.draft,
      variables: (announcement) => ({ id: announcement._id }),
      otherPartner: 'FORBIDDEN',
    },
    {
      name: 'updateAnnouncement',
      allowed: partnerAndEditors,
      query: UPDATE,
      from: states.draft,
      variables: (announcement) => ({ ...ref(announcement), input: { ...complete(), title: 'Upraveno' } }),
      otherPartner: 'FORBIDDEN',
    },
    {
      name: 'restoreAnnouncementRevision',
      allowed: partnerAndEditors,
      query: RESTORE,
      from: states.draft,
      variables: (announcement) => ({ ...ref(announcement), revision: 1 }),
      otherPartner: 'FORBIDDEN',
    },
    {
      name: 'submitAnnouncementForReview',
      allowed: partnerAndEditors,
      query: SUBMIT,
      from: states.draft,
      variables: ref,
      otherPartner: 'FORBIDDEN',
    },
    {
      name: 'deleteAnnouncementDraft',
      allowed: partnerAndEditors,
      query: DELETE,
      from: states.draft,
      variables: ref,
      otherPartner: 'FORBIDDEN',
    },
    {
      name: 'returnAnnouncementToAuthor',
      allowed: editors,
      query: RETURN,
      from: states.inReview,
      variables: (announcement) => ({ ...ref(announcement), comment: 'Doplňte, odkud trasa vede.' }),
      otherPartner: 'FORBIDDEN',
    },
    {
      name: 'publishAnnouncement',
      allowed: editors,
      query: PUBLISH,
      from: states.inReview,
      variables: ref,
      otherPartner: 'FORBIDDEN',
    },
    {
      name: 'scheduleAnnouncement',
      allowed: editors,
      query: SCHEDULE,
      from: states.inReview,
      variables: (announcement) => ({ ...ref(announcement), at: inAnHour() }),
      otherPartner: 'FORBIDDEN',
    },
    {
      name: 'unpublishAnnouncement',
      allowed: editors,
      query: UNPUBLISH,
      from: states.published,
      variables: ref,
      otherPartner: 'FORBIDDEN',
    },
  ];

  it.each(operations)(
    '$name: anonymous UNAUTHORIZED, the roles that may allowed, every other FORBIDDEN, another partner $otherPartner',
    async (op) => {
      const announcement = op.from ? await op.from() : ({} as Announcement);
      expect(errorCode(await call(op.query, op.variables(announcement))), 'anonymous').toBe('UNAUTHORIZED');

      const response = await call<unknown>(op.query, op.variables(announcement), other);
      if (op.otherPartner === 'NULL') expect(data<unknown>(response), 'another partner').toBeNull();
      else if (op.otherPartner === 'NOT_LISTED') {
        const page = data<unknown>(response) as { edges: Announcement[] };
        expect(page.edges.map((edge) => edge._id)).not.toContain(announcement._id);
      } else if (op.otherPartner === 'BAD_USER_INPUT') expect(fields(response)).toEqual({ tripId: 'INVALID_VALUE' });
      else expect(errorCode(response), 'another partner').toBe('FORBIDDEN');

      for (const role of ROLES) {
        // A fresh announcement for every allowed role, so each starts from the same state.
        const subject = op.from && op.allowed.includes(role) ? await op.from() : announcement;
        const answer = await call(op.query, op.variables(subject), as(role));
        if (op.allowed.includes(role)) expect(answer.errors, role).toBeUndefined();
        else expect(errorCode(answer), role).toBe('FORBIDDEN');
      }
    },
  );

  it('a partner lists only their own announcements, and changes their own no more once it is scheduled', async () => {
    const partner = as('PARTNER_EDITOR');
    const theirs = data(await call(CREATE, { input: complete(otherTripId) }, other));
    const own = await states.inReview();
    const listed = data<{ total: number; edges: Announcement[] }>(
      await call(LIST, { pagination: { pageSize: 50 } }, partner),
    );
    expect(listed.edges.map((edge) => edge._id)).toContain(own._id);
    expect(listed.edges.map((edge) => edge._id)).not.toContain(theirs._id);
    const everyone = data<{ edges: Announcement[] }>(
      await call(LIST, { filter: { tripId: otherTripId } }, as('TRIP_EDITOR')),
    );
    expect(everyone.edges.map((edge) => edge._id)).toEqual([theirs._id]);

    const scheduled = data(await call(SCHEDULE, { ...ref(own), at: inAnHour() }, as('TRIP_EDITOR')));
    const refused = await call(UPDATE, { ...ref(scheduled), input: complete() }, partner);
    expect(errorCode(refused)).toBe('ACTION_NOT_ALLOWED');
    expect(errorCode(await call(DELETE, ref(scheduled), partner))).toBe('ACTION_NOT_ALLOWED');
  });
});

describe('the workflow', () => {
  it('draft → review → sent back by e-mail → review → refused until the trip is published → on the wall → off it', async () => {
    // Their own partner, in English, so the review e-mail is the first to their address and in their language.
    const partner = await signedInUser(t, {
      firstname: 'Petra',
      lastname: 'Partnerová',
      roles: ['USER', 'PARTNER_EDITOR'],
      language: 'en_US',
    });
    const area = await buildArea(t);
    const trip = await buildTrip(t, {
      title: 'Troskami na Kozákov',
      authorId: partner.user.id,
      areaId: area?.id,
      status: 'DRAFT',
      publishedAt: null,
    });
    const tripId = trip?.id ?? '';
    const draft = data(await call(CREATE, { input: { title: '  Nový výlet na Trosky ', tripId } }, partner));
    expect(draft).toMatchObject({
      status: 'DRAFT',
      version: 1,
      title: 'Nový výlet na Trosky',
      preview: '',
      trip: { _id: tripId, title: 'Troskami na Kozákov', status: 'DRAFT' },
      author: { _id: partner.user.id, shortname: 'Petra P.' },
    });
    const incomplete = await call(SUBMIT, ref(draft), partner);
    expect(fields(incomplete)).toEqual({ preview: 'REQUIRED' });

    const filled = data(
      await call(UPDATE, { ...ref(draft), input: { ...complete(tripId), title: 'Nový výlet na Trosky' } }, partner),
    );
    const submitted = data(await call(SUBMIT, ref(filled), partner));
    expect(submitted.status).toBe('IN_REVIEW');
    expect(errorCode(await call(PUBLISH, ref(submitted), partner))).toBe('FORBIDDEN');
    // Once submitted it stays whole.
    const emptied = await call(UPDATE, { ...ref(submitted), input: { title: 'Trosky', tripId } }, partner);
    expect(fields(emptied)).toEqual({ preview: 'REQUIRED' });

    const editor = as('TRIP_EDITOR');
    const returned = data(await call(RETURN, { ...ref(submitted), comment: 'Přidejte fotku hradu.' }, editor));
    expect(returned).toMatchObject({ status: 'DRAFT', reviewComment: 'Přidejte fotku hradu.' });
    const mail = await t.smtp.waitForMail(partner.user.email ?? '');
    expect(mail.raw).toContain('Přidejte fotku hradu.');
    expect(mail.raw).toContain('Your announcement needs a few changes');
    expect(mail.raw).toContain(`/admin/announcements/${draft._id}`);

    const again = data(await call(SUBMIT, ref(returned), partner));
    expect(again).toMatchObject({ status: 'IN_REVIEW', reviewComment: null });

    // The trip is still a draft: wall readers must never meet an announcement of a trip they cannot open.
    const early = await call(PUBLISH, ref(again), editor);
    expect(errorCode(early)).toBe('ACTION_NOT_ALLOWED');
    expect(early.errors?.[0]?.message).toBe('Publish the trip first');
    expect(early.errors?.[0]?.extensions).toMatchObject({ reason: 'TRIP_NOT_PUBLISHED' });
    expect(errorCode(await call(SCHEDULE, { ...ref(again), at: inAnHour() }, editor))).toBe('ACTION_NOT_ALLOWED');

    data(await call(PUBLISH_TRIP, { id: tripId, version: trip?.version ?? 1 }, editor));
    // The partner's announcement, submitted, stands in for the automatic one: the trip is not announced twice.
    const ofTrip = await t.app.services.db.select().from(tripAnnouncements).where(eq(tripAnnouncements.tripId, tripId));
    expect(ofTrip.map((row) => row.id)).toEqual([draft._id]);

    const published = data(await call(PUBLISH, ref(again), editor));
    expect(published).toMatchObject({ status: 'PUBLISHED', trip: { status: 'PUBLISHED' } });
    expect(published.publishedAt).toBeTruthy();
    expect(await onTheWall()).toContainEqual({ _id: draft._id, title: 'Nový výlet na Trosky', trip: { _id: tripId } });
    expect(errorCode(await call(DELETE, ref(published), editor))).toBe('ACTION_NOT_ALLOWED');
    expect(errorCode(await call(UPDATE, { ...ref(published), input: complete(tripId) }, partner))).toBe(
      'ACTION_NOT_ALLOWED',
    );
    // A published announcement moves only to a trip that is on the wall too.
    const moved = await call(UPDATE, { ...ref(published), input: complete(partnerDraftTripId) }, editor);
    expect(errorCode(moved)).toBe('ACTION_NOT_ALLOWED');

    const unpublished = data(await call(UNPUBLISH, ref(published), editor));
    expect(unpublished).toMatchObject({ status: 'UNPUBLISHED', publishedAt: published.publishedAt });
    expect((await onTheWall()).map((edge) => edge._id)).not.toContain(draft._id);

    const audit = await t.app.services.db.select().from(auditLog).where(eq(auditLog.entityId, draft._id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(
      [
        'announcement.create',
        'announcement.update',
        'announcement.submitForReview',
        'announcement.returnToAuthor',
        'announcement.submitForReview',
        'announcement.publish',
        'announcement.unpublish',
      ].sort(),
    );
    const publish = audit.find((entry) => entry.action === 'announcement.publish');
    expect(publish?.before).toMatchObject({ status: 'IN_REVIEW', version: again.version });
    expect(publish?.after).toMatchObject({ status: 'PUBLISHED', title: 'Nový výlet na Trosky', tripId });
  });

  it("a draft nobody submitted does not stand in: the trip's first publication announces it all the same", async () => {
    const partner = await signedInUser(t, { roles: ['USER', 'PARTNER_EDITOR'] });
    const area = await buildArea(t);
    const trip = await buildTrip(t, {
      authorId: partner.user.id,
      areaId: area?.id,
      status: 'DRAFT',
      publishedAt: null,
    });
    const tripId = trip?.id ?? '';
    const abandoned = data(await call(CREATE, { input: { title: 'Rozepsané oznámení', tripId } }, partner));

    data(await call(PUBLISH_TRIP, { id: tripId, version: trip?.version ?? 1 }, as('TRIP_EDITOR')));
    const ofTrip = await t.app.services.db.select().from(tripAnnouncements).where(eq(tripAnnouncements.tripId, tripId));
    expect(ofTrip).toHaveLength(2);
    const automatic = ofTrip.find((row) => row.id !== abandoned._id);
    expect(automatic).toMatchObject({ status: 'PUBLISHED', title: trip?.title, authorId: partner.user.id });
    expect(ofTrip.find((row) => row.id === abandoned._id)).toMatchObject({ status: 'DRAFT' });
    expect((await onTheWall()).map((edge) => edge._id)).toContain(automatic?.id);
  });

  it('a scheduled announcement publishes itself once, when its trip is published or scheduled', async () => {
    const editor = as('TRIP_EDITOR');
    const scheduledTrip = await buildTrip(t, {
      status: 'SCHEDULED',
      publishedAt: null,
      scheduledAt: new Date(Date.now() + 86_400_000),
    });
    const ofScheduledTrip = data(await call(CREATE, { input: complete(scheduledTrip?.id) }, editor));
    expect(errorCode(await call(PUBLISH, ref(ofScheduledTrip), editor))).toBe('ACTION_NOT_ALLOWED');
    expect(data(await call(SCHEDULE, { ...ref(ofScheduledTrip), at: inAnHour() }, editor)).status).toBe('SCHEDULED');

    const announcement = data(await call(CREATE, { input: complete() }, editor));
    const past = await call(SCHEDULE, { ...ref(announcement), at: new Date(Date.now() - 1000).toISOString() }, editor);
    expect(fields(past)).toEqual({ at: 'INVALID_VALUE' });
    const scheduled = data(
      await call(SCHEDULE, { ...ref(announcement), at: new Date(Date.now() + 1500).toISOString() }, editor),
    );
    expect(scheduled.status).toBe('SCHEDULED');
    expect((await onTheWall()).map((edge) => edge._id)).not.toContain(announcement._id);

    const { db } = t.app.services;
    // Due in 1.5 s: nothing at this moment, and in 1.6 s (no need to wait for it) published once by either process.
    expect(await publishDueContent(db, new Date())).not.toContain(announcement._id);
    const later = new Date(Date.now() + 1600);
    const [one, two] = await Promise.all([publishDueContent(db, later), publishDueContent(db, later)]);
    expect([...one, ...two].filter((id) => id === announcement._id)).toHaveLength(1);
    expect((await onTheWall()).map((edge) => edge._id)).toContain(announcement._id);
    expect(data(await call(ONE, { id: announcement._id }, editor))).toMatchObject({
      status: 'PUBLISHED',
      scheduledAt: null,
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, announcement._id));
    expect(audit.filter((entry) => entry.action === 'announcement.publishScheduled')).toHaveLength(1);
  });

  it('an edit based on an older version is refused, naming who saved the newer one', async () => {
    const announcement = data(await call(CREATE, { input: complete() }, as('TRIP_EDITOR')));
    const first = data(
      await call(UPDATE, { ...ref(announcement), input: { ...complete(), title: 'První' } }, as('CHIEF_EDITOR')),
    );
    const second = await call(
      UPDATE,
      { ...ref(announcement), input: { ...complete(), title: 'Druhá' } },
      as('TRIP_EDITOR'),
    );
    expect(errorCode(second)).toBe('ACTION_NOT_ALLOWED');
    expect(second.errors?.[0]?.extensions).toMatchObject({
      reason: 'OUTDATED_VERSION',
      changedBy: 'CHIEF_EDITOR T.',
      changedAt: first.updatedAt,
      currentVersion: first.version,
    });
    expect(data(await call(ONE, { id: announcement._id }, as('TRIP_EDITOR')))).toMatchObject({ title: 'První' });
  });

  it('keeps a revision of every save, and restoring one saves it as the newest version', async () => {
    const editor = as('TRIP_EDITOR');
    const label = await buildLabel(t);
    const image = await buildImage(t, 'Hrad Kost');
    const v1 = data(await call(CREATE, { input: { ...complete(), title: 'Jedna' } }, editor));
    const v2 = data(
      await call(
        UPDATE,
        { ...ref(v1), input: { ...complete(), title: 'Dvě', labelId: label?.id, imageId: image?.id } },
        editor,
      ),
    );
    expect(v2).toMatchObject({ label: { _id: label?.id }, image: { _id: image?.id, alt: 'Hrad Kost' } });
    const revisions = data<Array<{ version: number; fields: string; author: { shortname: string } }>>(
      await call(REVISIONS, { id: v1._id }, editor),
    );
    expect(revisions.map((revision) => revision.version)).toEqual([2, 1]);
    expect(revisions[0]?.author).toEqual({ shortname: 'TRIP_EDITOR T.' });
    const first = JSON.parse(revisions[1]?.fields ?? '{}');
    expect(first).toMatchObject({ ...complete(), title: 'Jedna' });
    expect([first.labelId ?? null, first.imageId ?? null]).toEqual([null, null]);
    expect(JSON.parse(revisions[0]?.fields ?? '{}')).toMatchObject({ labelId: label?.id, imageId: image?.id });

    const v3 = data(await call(RESTORE, { ...ref(v2), revision: 1 }, editor));
    expect(v3).toMatchObject({ version: 3, title: 'Jedna', label: null, image: null });
    expect(fields(await call(RESTORE, { ...ref(v3), revision: 99 }, editor))).toEqual({ revision: 'INVALID_VALUE' });
  });

  it('deletes a never-published draft with its revisions', async () => {
    const partner = as('PARTNER_EDITOR');
    const announcement = data(await call(CREATE, { input: { title: 'Smazat', tripId: partnerTripId } }, partner));
    expect(data<boolean>(await call<boolean>(DELETE, ref(announcement), partner))).toBe(true);
    expect(data(await call(ONE, { id: announcement._id }, as('TRIP_EDITOR')))).toBeNull();
    expect(fields(await call(REVISIONS, { id: announcement._id }, as('TRIP_EDITOR')))).toEqual({ id: 'INVALID_VALUE' });
  });

  it("a trip's automatic announcement gets the trip's author, and the partner finds it among their own", async () => {
    const partner = as('PARTNER_EDITOR');
    const area = await buildArea(t);
    const trip = await buildTrip(t, {
      title: 'Hruboskalsko',
      authorId: partner.user.id,
      areaId: area?.id,
      status: 'IN_REVIEW',
      publishedAt: null,
    });
    data(await call(PUBLISH_TRIP, { id: trip?.id, version: trip?.version }, as('TRIP_EDITOR')));
    const [automatic] = await t.app.services.db
      .select()
      .from(tripAnnouncements)
      .where(eq(tripAnnouncements.tripId, trip?.id ?? ''));
    expect(automatic).toMatchObject({ status: 'PUBLISHED', title: 'Hruboskalsko', authorId: partner.user.id });
    const own = data(await call(ONE, { id: automatic?.id }, partner));
    expect(own).toMatchObject({ author: { _id: partner.user.id }, trip: { _id: trip?.id, status: 'PUBLISHED' } });
  });

  it("shows a partner no trip of someone else's that an editor linked to their announcement", async () => {
    const partner = as('PARTNER_EDITOR');
    const announcement = data(await call(CREATE, { input: complete() }, partner));
    const relinked = data(
      await call(UPDATE, { ...ref(announcement), input: complete(otherTripId) }, as('TRIP_EDITOR')),
    );
    expect(relinked.trip?._id).toBe(otherTripId);
    expect(data(await call(ONE, { id: announcement._id }, partner))).toMatchObject({ trip: null });
    // The partner may still save it with the trip the editor chose.
    const saved = data(
      await call(UPDATE, { ...ref(relinked), input: { ...complete(otherTripId), title: 'Jinak' } }, partner),
    );
    expect(saved).toMatchObject({ title: 'Jinak', trip: null });
  });
});

describe('the English version', () => {
  const ENGLISH = `query O($id: ID!) { editorAnnouncement(id: $id) { _id version titleEn previewEn hasEnglish } }`;
  const WALL = `{ feed(filter: { kinds: [TRIP_ANNOUNCEMENT] }, pagination: { pageSize: 50 }) {
    edges { _id ... on PublishedTripAnnouncement { title preview language } } } }`;
  /** The announcement as the wall answers it in a language (the reader's Accept-Language). */
  const onTheWallIn = async (language: 'cs' | 'en', id: string) => {
    const response = await t.gql<{ feed: { edges: Array<{ _id: string }> } }>(
      WALL,
      {},
      { headers: { 'accept-language': language } },
    );
    return response.data?.feed.edges.find((edge) => edge._id === id);
  };
  const missingEnglish = async (search: string) =>
    data<{ edges: Announcement[] }>(
      await call(LIST, { filter: { search, missingEnglish: true } }, as('TRIP_EDITOR')),
    ).edges.map((edge) => edge._id);

  it('is saved beside the Czech one, and readers of English get it once its title and preview are there', async () => {
    const editor = as('TRIP_EDITOR');
    const started = await call(
      CREATE,
      { input: { ...complete(), previewEn: 'Rock towns, castles and viewpoints.' } },
      editor,
    );
    expect(fields(started)).toEqual({ titleEn: 'REQUIRED' });
    const tooLong = await call(
      CREATE,
      { input: { ...complete(), titleEn: 'x'.repeat(121), previewEn: 'x'.repeat(301) } },
      editor,
    );
    expect(fields(tooLong)).toEqual({ titleEn: 'MAX_LENGTH', previewEn: 'MAX_LENGTH' });

    const draft = data(
      await call(
        CREATE,
        { input: { ...complete(), title: 'Skalní města anglicky', titleEn: '  Rock towns of Bohemian Paradise ' } },
        editor,
      ),
    );
    expect(data(await call(ENGLISH, { id: draft._id }, editor))).toMatchObject({
      titleEn: 'Rock towns of Bohemian Paradise',
      previewEn: null,
      hasEnglish: false,
    });
    // Publishing does not wait for English, and an English version only started is not shown.
    const published = data(await call(PUBLISH, ref(draft), editor));
    expect(await onTheWallIn('en', draft._id)).toMatchObject({ title: 'Skalní města anglicky', language: 'cs_CZ' });
    // The English title is searched as the Czech one is.
    expect(await missingEnglish('bohemian paradise')).toEqual([draft._id]);

    const translated = data(
      await call(
        UPDATE,
        {
          ...ref(published),
          input: {
            ...complete(),
            title: 'Skalní města anglicky',
            titleEn: 'Rock towns of Bohemian Paradise',
            previewEn: 'Rock towns, castles and viewpoints in one day.',
          },
        },
        editor,
      ),
    );
    expect(data(await call(ENGLISH, { id: draft._id }, editor))).toMatchObject({ hasEnglish: true });
    expect(await onTheWallIn('en', draft._id)).toEqual({
      _id: draft._id,
      title: 'Rock towns of Bohemian Paradise',
      preview: 'Rock towns, castles and viewpoints in one day.',
      language: 'en_US',
    });
    expect(await onTheWallIn('cs', draft._id)).toMatchObject({ title: 'Skalní města anglicky', language: 'cs_CZ' });
    expect(await missingEnglish('bohemian paradise')).toEqual([]);

    const [revision] = data<Array<{ fields: string }>>(await call(REVISIONS, { id: draft._id }, editor));
    expect(JSON.parse(revision?.fields ?? '{}')).toMatchObject({
      titleEn: 'Rock towns of Bohemian Paradise',
      previewEn: 'Rock towns, castles and viewpoints in one day.',
    });
    const [update] = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, draft._id), eq(auditLog.action, 'announcement.update')));
    expect(update?.before).toMatchObject({ titleEn: 'Rock towns of Bohemian Paradise', previewEn: null });
    expect(update?.after).toMatchObject({ previewEn: 'Rock towns, castles and viewpoints in one day.' });

    // Restoring the first revision takes the English preview away again: readers of English get the Czech.
    data(await call(RESTORE, { ...ref(translated), revision: 1 }, editor));
    expect(data(await call(ENGLISH, { id: draft._id }, editor))).toMatchObject({ previewEn: null, hasEnglish: false });
    expect(await onTheWallIn('en', draft._id)).toMatchObject({ language: 'cs_CZ' });
  });
});

describe('input', () => {
  it('names every invalid field with the spec message keys', async () => {
    const editor = as('TRIP_EDITOR');
    const articleLabel = await buildLabel(t, { kind: 'ARTICLE' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const blank = await call(CREATE, { input: { title: ' ', preview: 'x'.repeat(301), tripId: 'not-a-uuid' } }, editor);
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    expect(fields(blank)).toEqual({ title: 'REQUIRED', preview: 'MAX_LENGTH', tripId: 'INVALID_VALUE' });
    expect(fields(await call(CREATE, { input: { ...complete(), title: 'x'.repeat(121) } }, editor))).toEqual({
      title: 'MAX_LENGTH',
    });
    const references = await call(
      CREATE,
      { input: { ...complete(unknown), labelId: articleLabel?.id, imageId: unknown } },
      editor,
    );
    expect(fields(references)).toEqual({ labelId: 'INVALID_VALUE', imageId: 'INVALID_VALUE', tripId: 'INVALID_VALUE' });
    // A partner announces only their own trips, published or not.
    expect(fields(await call(CREATE, { input: complete(otherTripId) }, as('PARTNER_EDITOR')))).toEqual({
      tripId: 'INVALID_VALUE',
    });
    expect((await call(CREATE, { input: complete(partnerDraftTripId) }, as('PARTNER_EDITOR'))).errors).toBeUndefined();

    const draft = data(await call(CREATE, { input: complete() }, as('PARTNER_EDITOR')));
    const submitted = data(await call(SUBMIT, ref(draft), as('PARTNER_EDITOR')));
    expect(fields(await call(RETURN, { ...ref(submitted), comment: '  ' }, editor))).toEqual({ comment: 'REQUIRED' });
    expect(fields(await call(LIST, { filter: { tripId: 'x' } }, editor))).toEqual({ tripId: 'INVALID_VALUE' });
    const found = data<{ edges: Announcement[] }>(
      await call(LIST, { filter: { search: 'TRASA', status: ['IN_REVIEW'] } }, editor),
    );
    expect(found.edges.map((edge) => edge._id)).toContain(submitted._id);
    expect(new Set(found.edges.map((edge) => edge.status))).toEqual(new Set(['IN_REVIEW']));
  });
});
