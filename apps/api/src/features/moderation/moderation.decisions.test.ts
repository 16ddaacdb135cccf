import { and, eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTrip } from '../../../test/content-factories.js';
import { signedInUser } from '../../../test/factories.js';
import { errorCode, type GraphQLResponse, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness.js';
import { auditLog, users } from '../../db/schema.js';
import { ROLES } from '../../platform/auth/roles.js';

const FIELDS = `_id score text createdAt updatedAt hidden hiddenAt hiddenReason hiddenBy { _id shortname }
  trip { _id title } author { _id fullname email status }`;
const LIST = `query L($filter: ModerationRatingsFilter, $pagination: PaginationInput) {
  moderationRatings(filter: $filter, pagination: $pagination) { total edges { ${FIELDS} } } }`;
const HIDE = `mutation H($id: ID!, $reason: String!) { hideRating(id: $id, reason: $reason) { ${FIELDS} } }`;
const RESTORE = `mutation R($id: ID!) { restoreRating(id: $id) { ${FIELDS} } }`;
const RATE = `mutation R($id: ID!, $input: RateTripInput!) {
  rateTrip(id: $id, input: $input) { averageRating ratingsCount hasRated myRating { _id score text } } }`;
const DETAIL = `query D($id: ID!) { publishedTrip(id: $id) {
  averageRating ratingsCount hasRated myRating { _id score }
  ratings(pagination: { pageSize: 50 }) { total edges { _id score text } } } }`;
const LIST_PUBLIC = `{ publishedTrips(pagination: { pageSize: 50 }, sort: { field: averageRating, direction: DESC }) {
  edges { _id averageRating ratingsCount } } tripsLocations { _id averageRating } }`;

interface Rating {
  _id: string;
  score: number;
  text: string;
  hidden: boolean;
  hiddenAt: string | null;
  hiddenReason: string | null;
  hiddenBy: { _id: string; shortname: string } | null;
  trip: { _id: string; title: string };
  author: { _id: string; fullname: string; email: string | null; status: string };
}
interface Page {
  total: number;
  edges: Rating[];
}
interface PublicTrip {
  averageRating: number | null;
  ratingsCount: number;
  hasRated: boolean;
  myRating: { _id: string; score: number } | null;
  ratings: { total: number; edges: Array<{ _id: string; score: number; text: string }> };
}

type Session = Awaited<ReturnType<typeof signedInUser>>;

let t: TestApp;
const sessions = new Map<string, Session>();
const as = (role: string) => {
  const session = sessions.get(role);
  if (!session) throw new Error(`no ${role}`);
  return session;
};

async function call<T>(query: string, variables: Record<string, unknown>, session?: Session) {
  return t.gql<Record<string, T>>(query, variables, session ? { token: session.token } : {});
}

function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  expect(response.errors).toBeUndefined();
  return Object.values(response.data ?? {})[0] as T;
}

/** A new person rates the trip through the API, as the app does; their session and the rating's id. */
async function rate(tripId: string, score: number, text = '', overrides: Parameters<typeof signedInUser>[1] = {}) {
  const author = await signedInUser(t, overrides);
  const rated = data<{ myRating: { _id: string } }>(await call(RATE, { id: tripId, input: { score, text } }, author));
  return { author, id: rated.myRating._id };
}

const publicTrip = async (tripId: string, session?: Session) =>
  data<PublicTrip>(await call(DETAIL, { id: tripId }, session));

const auditOf = (ratingId: string) =>
  t.app.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'rating'), eq(auditLog.entityId, ratingId)));

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLES) {
    sessions.set(
      role,
      await signedInUser(t, { firstname: role, lastname: 'Moderátor', roles: [...new Set(['USER', role])] }),
    );
  }
});
afterAll(() => t.close());

describe('the permission matrix of rating moderation', () => {
  const moderators = ['CHIEF_EDITOR', 'ADMIN'];
  const operations = [
    { name: 'moderationRatings', query: LIST, hidden: false, variables: () => ({}) },
    { name: 'hideRating', query: HIDE, hidden: false, variables: (id: string) => ({ id, reason: 'Urážlivé.' }) },
    { name: 'restoreRating', query: RESTORE, hidden: true, variables: (id: string) => ({ id }) },
  ];

  it.each(operations)(
    '$name: anonymous UNAUTHORIZED, CHIEF_EDITOR and ADMIN allowed, USER and every other role FORBIDDEN',
    async (op) => {
      const trip = await buildTrip(t);
      /** A fresh rating in the state the operation starts from, so each allowed role starts alike. */
      const subject = async () => {
        const { id } = await rate(trip.id, 3, 'Nic moc.');
        if (op.hidden) data(await call(HIDE, { id, reason: 'Mimo téma.' }, as('ADMIN')));
        return id;
      };
      const refusedOn = await subject();
      expect(errorCode(await call(op.query, op.variables(refusedOn))), 'anonymous').toBe('UNAUTHORIZED');
      for (const role of ROLES) {
        const allowed = moderators.includes(role);
        const response = await call(op.query, op.variables(allowed ? await subject() : refusedOn), as(role));
        if (allowed) expect(response.errors, role).toBeUndefined();
        else expect(errorCode(response), role).toBe('FORBIDDEN');
      }
      // Nobody refused changed anything.
      const [state] = data<Page>(await call(LIST, { filter: { tripId: trip.id } }, as('ADMIN'))).edges.filter(
        (rating) => rating._id === refusedOn,
      );
      expect(state?.hidden).toBe(op.hidden);
    },
  );
});

describe('hiding and restoring', () => {
  it('takes the rating out of the average, the count and every public list at once, e-mails the author, and restoring puts it back', async () => {
    const trip = await buildTrip(t, { title: 'Kokořínský důl' });
    await rate(trip.id, 5, 'Krásné pískovcové skály.');
    await rate(trip.id, 4, 'Hezká procházka.');
    const { author, id } = await rate(trip.id, 1, 'Tohle je spam, kupte si boty na mém webu.', {
      firstname: 'Karel',
      lastname: 'Spamer',
      language: 'en_US',
    });
    // Read (and kept by the catalogue cache) before the change, so "at once" is really tested.
    const before = await publicTrip(trip.id);
    expect(before).toMatchObject({ ratingsCount: 3, ratings: { total: 3 } });
    expect(before.averageRating).toBeCloseTo(10 / 3, 5);
    await call(LIST_PUBLIC, {});

    const chief = as('CHIEF_EDITOR');
    const hidden = data<Rating>(await call(HIDE, { id, reason: '  Reklama na cizí obchod.  ' }, chief));
    expect(hidden).toMatchObject({
      _id: id,
      score: 1,
      hidden: true,
      hiddenReason: 'Reklama na cizí obchod.',
      hiddenBy: { _id: chief.user.id, shortname: 'CHIEF_EDITOR M.' },
      trip: { _id: trip.id, title: 'Kokořínský důl' },
      author: { _id: author.user.id, fullname: 'Karel Spamer', email: author.user.email, status: 'ACTIVE' },
    });
    expect(hidden.hiddenAt).toBeTruthy();

    const after = await publicTrip(trip.id);
    expect(after).toMatchObject({ averageRating: 4.5, ratingsCount: 2, ratings: { total: 2 } });
    expect(after.ratings.edges.map((rating) => rating._id)).not.toContain(id);
    const lists = data<{ edges: Array<{ _id: string; averageRating: number; ratingsCount: number }> }>(
      await call(LIST_PUBLIC, {}),
    );
    expect(lists.edges.find((edge) => edge._id === trip.id)).toMatchObject({ averageRating: 4.5, ratingsCount: 2 });
    const locations = (await call<Array<{ _id: string; averageRating: number }>>(LIST_PUBLIC, {})).data?.tripsLocations;
    expect(locations?.find((location) => location._id === trip.id)?.averageRating).toBe(4.5);
    // The author still sees their own rating (and may change it); nobody else does.
    expect(await publicTrip(trip.id, author)).toMatchObject({ hasRated: true, myRating: { _id: id, score: 1 } });

    const mail = await t.smtp.waitForMail(author.user.email ?? '');
    expect(mail.raw).toContain('Your rating is hidden');
    expect(mail.raw).toContain('your rating of the trip "Kokořínský důl"');
    expect(mail.raw).toContain('Reklama na cizí obchod.');
    expect(mail.raw).toContain(`${TEST_PUBLIC_URL}/app/trips/${trip.id}`);

    const restored = data<Rating>(await call(RESTORE, { id }, as('ADMIN')));
    expect(restored).toMatchObject({ hidden: false, hiddenAt: null, hiddenReason: null, hiddenBy: null });
    const back = await publicTrip(trip.id);
    expect(back).toMatchObject({ ratingsCount: 3, ratings: { total: 3 } });
    expect(back.averageRating).toBeCloseTo(10 / 3, 5);
    expect(back.ratings.edges.map((rating) => rating._id)).toContain(id);

    const audit = await auditOf(id);
    expect(audit.map((entry) => entry.action).sort()).toEqual(['rating.hide', 'rating.restore']);
    const hide = audit.find((entry) => entry.action === 'rating.hide');
    expect(hide).toMatchObject({
      actorId: chief.user.id,
      before: { tripId: trip.id, score: 1, hidden: false, hiddenReason: null },
      after: { tripId: trip.id, score: 1, hidden: true, hiddenReason: 'Reklama na cizí obchod.' },
    });
    expect(audit.find((entry) => entry.action === 'rating.restore')).toMatchObject({
      before: { hidden: true },
      after: { hidden: false, hiddenReason: null },
    });
  });

  it('e-mails a Czech author in Czech', async () => {
    const trip = await buildTrip(t, { title: 'Pravčická brána' });
    const { author, id } = await rate(trip.id, 2, 'Hrozné.');
    data(await call(HIDE, { id, reason: 'Vulgární výrazy.' }, as('CHIEF_EDITOR')));
    const mail = await t.smtp.waitForMail(author.user.email ?? '');
    expect(mail.raw).toContain('Vaše hodnocení je skryté');
    expect(mail.raw).toContain('vaše hodnocení výletu „Pravčická brána“');
    expect(mail.raw).toContain('Vulgární výrazy.');
  });

  it('keeps a hidden rating hidden when its author changes it; restoring shows the changed rating', async () => {
    const trip = await buildTrip(t);
    await rate(trip.id, 4);
    const { author, id } = await rate(trip.id, 1, 'Nesmysl.');
    data(await call(HIDE, { id, reason: 'Nesouvisí s výletem.' }, as('ADMIN')));
    await t.smtp.waitForMail(author.user.email ?? '');

    const edited = data<PublicTrip>(await call(RATE, { id: trip.id, input: { score: 2, text: 'Opraveno.' } }, author));
    expect(edited).toMatchObject({ averageRating: 4, ratingsCount: 1, myRating: { _id: id, score: 2 } });
    expect((await publicTrip(trip.id)).ratings.edges.map((rating) => rating._id)).not.toContain(id);
    const [listed] = data<Page>(await call(LIST, { filter: { tripId: trip.id, hidden: true } }, as('ADMIN'))).edges;
    expect(listed).toMatchObject({ _id: id, score: 2, text: 'Opraveno.', hidden: true });

    data(await call(RESTORE, { id }, as('CHIEF_EDITOR')));
    expect(await publicTrip(trip.id)).toMatchObject({ averageRating: 3, ratingsCount: 2, ratings: { total: 2 } });
  });

  it('tells nobody watching the trip when a hidden rating is changed, and announces it when restored', async () => {
    const trip = await buildTrip(t);
    const { author, id } = await rate(trip.id, 1, 'Skrýt mě.');
    data(await call(HIDE, { id, reason: 'Spam.' }, as('ADMIN')));
    const watcher = createClient({
      url: t.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${as('USER').token}` },
    });
    const events: string[] = [];
    let arrived: () => void = () => {};
    const connected = new Promise<void>((resolve) => watcher.on('connected', () => setTimeout(resolve, 300)));
    const unsubscribe = watcher.subscribe<{ tripRatingAdded: { text: string } }>(
      {
        query: 'subscription S($tripId: ID!) { tripRatingAdded(tripId: $tripId) { text } }',
        variables: { tripId: trip.id },
      },
      {
        next: (value) => {
          events.push(value.data?.tripRatingAdded.text ?? JSON.stringify(value.errors));
          arrived();
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    const next = () => new Promise<void>((resolve) => (arrived = resolve));
    try {
      await connected;
      data(await call(RATE, { id: trip.id, input: { score: 2, text: 'Pořád spam.' } }, author));
      let event = next();
      await rate(trip.id, 5, 'Viditelné.');
      await event;
      event = next();
      data(await call(RESTORE, { id }, as('ADMIN')));
      await event;
      expect(events).toEqual(['Viditelné.', 'Pořád spam.']);
    } finally {
      unsubscribe();
      await watcher.dispose();
    }
  });

  it('refuses to hide a hidden rating or restore a visible one, changing and sending nothing', async () => {
    const trip = await buildTrip(t);
    const { author, id } = await rate(trip.id, 3);
    const visible = await call(RESTORE, { id }, as('ADMIN'));
    expect(errorCode(visible)).toBe('ACTION_NOT_ALLOWED');
    expect(visible.errors?.[0]?.extensions?.reason).toBe('NOT_HIDDEN');

    data(await call(HIDE, { id, reason: 'Poprvé.' }, as('ADMIN')));
    await t.smtp.waitForMail(author.user.email ?? '');
    const again = await call(HIDE, { id, reason: 'Podruhé.' }, as('CHIEF_EDITOR'));
    expect(errorCode(again)).toBe('ACTION_NOT_ALLOWED');
    expect(again.errors?.[0]?.extensions?.reason).toBe('ALREADY_HIDDEN');

    const [rating] = data<Page>(await call(LIST, { filter: { tripId: trip.id } }, as('ADMIN'))).edges;
    expect(rating).toMatchObject({ hidden: true, hiddenReason: 'Poprvé.' });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['rating.hide']);
    expect(t.smtp.mails.filter((mail) => mail.to.includes(author.user.email ?? ''))).toHaveLength(0);
  });
});

describe('the moderators’ list', () => {
  it('is newest first, filters by trip, score and hidden state, and pages', async () => {
    const trip = await buildTrip(t, { title: 'Říp' });
    const other = await buildTrip(t);
    const ids: string[] = [];
    for (const score of [5, 3, 5, 1]) ids.push((await rate(trip.id, score, `Hvězd: ${score}`)).id);
    await rate(other.id, 5);
    data(await call(HIDE, { id: ids[3], reason: 'Spam.' }, as('ADMIN')));
    const list = (filter: Record<string, unknown>, pagination?: Record<string, number>) =>
      call<Page>(LIST, { filter: { tripId: trip.id, ...filter }, pagination }, as('CHIEF_EDITOR')).then(data);

    const all = await list({});
    expect(all.total).toBe(4);
    expect(all.edges.map((rating) => rating._id)).toEqual([...ids].reverse());
    expect(all.edges[0]).toMatchObject({ trip: { title: 'Říp' }, author: { email: expect.stringContaining('@') } });
    expect((await list({ score: 5 })).edges.map((rating) => rating._id)).toEqual([ids[2], ids[0]]);
    expect((await list({ hidden: true })).edges.map((rating) => rating._id)).toEqual([ids[3]]);
    expect((await list({ hidden: false })).total).toBe(3);
    expect((await list({ hidden: false, score: 1 })).total).toBe(0);
    const second = await list({}, { pageNumber: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, edges: [{ _id: ids[0] }] });

    const everything = data<Page>(await call(LIST, {}, as('ADMIN')));
    expect(everything.edges.map((rating) => rating.trip._id)).toContain(other.id);
  });

  it('shows a deleted author without name or e-mail', async () => {
    const trip = await buildTrip(t);
    const { author } = await rate(trip.id, 4);
    await t.app.services.db
      .update(users)
      .set({ status: 'DELETED', email: null, firstname: null, lastname: null })
      .where(eq(users.id, author.user.id));
    const [rating] = data<Page>(await call(LIST, { filter: { tripId: trip.id } }, as('ADMIN'))).edges;
    expect(rating?.author).toEqual({ _id: author.user.id, fullname: '', email: null, status: 'DELETED' });
  });
});

describe('input', () => {
  const fieldsOf = (response: GraphQLResponse) => {
    const fields = (response.errors?.[0]?.extensions?.fields ?? []) as Array<{ field: string; messageKey: string }>;
    return Object.fromEntries(fields.map((error) => [error.field, error.messageKey]));
  };

  it('needs a reason of at most 500 characters and a rating that exists', async () => {
    const trip = await buildTrip(t);
    const { id } = await rate(trip.id, 2);
    const admin = as('ADMIN');
    for (const [reason, key] of [
      ['', 'REQUIRED'],
      ['   ', 'REQUIRED'],
      ['x'.repeat(501), 'MAX_LENGTH'],
    ]) {
      const response = await call(HIDE, { id, reason }, admin);
      expect(errorCode(response), reason).toBe('BAD_USER_INPUT');
      expect(fieldsOf(response)).toEqual({ reason: key });
    }
    expect(data<Rating>(await call(HIDE, { id, reason: 'x'.repeat(500) }, admin)).hidden).toBe(true);
    expect(fieldsOf(await call(HIDE, { id: 'nope', reason: 'Spam.' }, admin))).toEqual({ id: 'INVALID_VALUE' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(fieldsOf(await call(HIDE, { id: unknown, reason: 'Spam.' }, admin))).toEqual({ id: 'INVALID_VALUE' });
    expect(fieldsOf(await call(RESTORE, { id: unknown }, admin))).toEqual({ id: 'INVALID_VALUE' });
  });

  it('refuses a filter or a page out of bounds', async () => {
    const admin = as('ADMIN');
    expect(fieldsOf(await call(LIST, { filter: { score: 6 } }, admin))).toEqual({ score: 'MAX_VALUE' });
    expect(fieldsOf(await call(LIST, { filter: { score: 0 } }, admin))).toEqual({ score: 'MIN_VALUE' });
    expect(fieldsOf(await call(LIST, { filter: { tripId: 'abc' } }, admin))).toEqual({ tripId: 'INVALID_VALUE' });
    expect(errorCode(await call(LIST, { pagination: { pageSize: 51 } }, admin))).toBe('BAD_USER_INPUT');
  });
});
