import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArea, buildTrip } from '../../../test/content-factories.js';
import { signedInUser } from '../../../test/factories.js';
import { errorCode, type GraphQLResponse, startTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, revisions } from '../../db/schema.js';

/**
 * The one editorial workflow (editorial.workflow.ts), checked once for every kind: the same request to a trip, an
 * article and an announcement is refused the same way and in the same order (permission → not found → visibility →
 * version → the decision's own rules).
 */

type Session = Awaited<ReturnType<typeof signedInUser>>;

interface Item {
  _id: string;
  version: number;
  status: string;
  reviewComment?: string | null;
}

interface Kind {
  entity: 'trip' | 'article' | 'announcement';
  /** The GraphQL name of each operation: `create${type}`, `update${type}`, `publish${type}`, … */
  type: string;
  /** Who writes a draft of the kind: a partner where the kind has authors, else an editor. */
  author: () => Session;
  /** Who may do everything on any item of the kind. */
  editor: () => Session;
  /** Roles the permission table gives no right on the kind. */
  outsiders: string[];
  input: (title: string) => Record<string, unknown>;
  /** Kinds with partner authors and a review (submit, send back): trips and announcements; articles have neither. */
  authored: boolean;
}

const NOBODY = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let partner: Session;
let otherPartner: Session;
let tripEditor: Session;
let blogEditor: Session;
let areaId: string;
let partnerTripId: string;
const outsiders = new Map<string, Session>();

const kinds: Kind[] = [
  {
    entity: 'trip',
    type: 'Trip',
    author: () => partner,
    editor: () => tripEditor,
    outsiders: ['USER', 'BLOG_EDITOR'],
    authored: true,
    input: (title) => ({
      title,
      areaId,
      perex: 'Hrad, vápencové skály a klášter v lesích.',
      preview: 'Z Berouna přes Svatý Jan pod Skalou na hrad.',
      content: '## Trasa\n\nZ nádraží po **červené**.',
      coordinates: { lat: 49.9394, lng: 14.1881 },
      lengthKm: 14.5,
      routeType: 'A_TO_B',
      duration: 'WHOLE_DAY',
    }),
  },
  {
    entity: 'article',
    type: 'Article',
    author: () => blogEditor,
    editor: () => blogEditor,
    outsiders: ['USER', 'PARTNER_EDITOR', 'TRIP_EDITOR'],
    authored: false,
    input: (title) => ({
      title,
      perex: 'Co nesmí chybět v batohu na několik dní po horách.',
      preview: 'Seznam věcí na hřebenovku.',
      content: '## Batoh\n\nVezměte **pláštěnku** a čelovku.',
    }),
  },
  {
    entity: 'announcement',
    type: 'Announcement',
    author: () => partner,
    editor: () => tripEditor,
    outsiders: ['USER', 'BLOG_EDITOR'],
    authored: true,
    input: (title) => ({ title, preview: 'Skalní města, hrady a vyhlídky na jeden den.', tripId: partnerTripId }),
  },
];

/** The kind's mutations by what they do; `fields` is what each answers. */
function operations(kind: Kind) {
  const { type } = kind;
  const item = '{ _id version status }';
  const withRef = (name: string, extra = '', extraArgs = '') =>
    `mutation M($id: ID!, $version: Int!${extraArgs}) { ${name}(id: $id, version: $version${extra}) ${item} }`;
  return {
    create: `mutation C($input: ${type}DraftInput!) { create${type}(input: $input) ${item} }`,
    update: `mutation U($id: ID!, $version: Int!, $input: ${type}DraftInput!) {
      update${type}(id: $id, version: $version, input: $input) ${item} }`,
    submit: withRef(`submit${type}ForReview`),
    returnToAuthor: withRef(`return${type}ToAuthor`, ', comment: $comment', ', $comment: String!'),
    publish: withRef(`publish${type}`),
    schedule: withRef(`schedule${type}`, ', at: $at', ', $at: DateTime!'),
    unpublish: withRef(`unpublish${type}`),
    deleteDraft: `mutation D($id: ID!, $version: Int!) { delete${type}Draft(id: $id, version: $version) }`,
    one: `query O($id: ID!) { editor${type}(id: $id) { _id version status${kind.authored ? ' reviewComment' : ''} } }`,
  };
}

async function call<T = Item>(query: string, variables: Record<string, unknown>, session: Session) {
  return t.gql<Record<string, T>>(query, variables, { token: session.token });
}

function data<T = Item>(response: GraphQLResponse<Record<string, T>>): T {
  expect(response.errors).toBeUndefined();
  return Object.values(response.data ?? {})[0] as T;
}

const ref = (item: Item) => ({ id: item._id, version: item.version });
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const reason = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.reason;

/** The audit log's actions on an item, oldest first. */
async function audited(entity: string, id: string): Promise<string[]> {
  const rows = await t.app.services.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entity), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt);
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  t = await startTestApp();
  const user = (firstname: string, role: string) =>
    signedInUser(t, { firstname, lastname: 'Workflow', roles: [...new Set(['USER', role])] });
  partner = await user('Petra', 'PARTNER_EDITOR');
  otherPartner = await user('Ota', 'PARTNER_EDITOR');
  tripEditor = await user('Tomáš', 'TRIP_EDITOR');
  blogEditor = await user('Blanka', 'BLOG_EDITOR');
  for (const role of ['USER', 'PARTNER_EDITOR', 'TRIP_EDITOR', 'BLOG_EDITOR']) {
    outsiders.set(role, await user('Olga', role));
  }
  areaId = (await buildArea(t))?.id ?? '';
  partnerTripId = (await buildTrip(t, { title: 'Prachovské skály', authorId: partner.user.id }))?.id ?? '';
});
afterAll(() => t.close());

describe.each(kinds)('the editorial workflow of a $entity', (kind) => {
  const ops = operations(kind);
  /** A draft by the kind's author, then saved once by its editor: version 2, and version 1 is stale. */
  async function savedTwice(title: string) {
    const draft = data(await call(ops.create, { input: kind.input(title) }, kind.author()));
    const saved = data(await call(ops.update, { ...ref(draft), input: kind.input(`${title} II`) }, kind.editor()));
    expect(saved.version).toBe(2);
    return { stale: ref(draft), saved };
  }

  it('refuses a stale version with OUTDATED_VERSION before anything is decided, and writes nothing', async () => {
    const { stale, saved } = await savedTwice('Zastaralá verze');
    // Some of these would be refused for a reason of their own on the current version (shown below); on a stale one
    // the version is what is refused, the same way for every kind and every command.
    const requests: Array<[string, Record<string, unknown>]> = [
      [ops.update, { ...stale, input: kind.input('Přepsáno') }],
      [ops.unpublish, stale],
      [ops.schedule, { ...stale, at: anHourAgo() }],
      [ops.publish, stale],
      [ops.deleteDraft, stale],
    ];
    if (kind.authored) requests.push([ops.returnToAuthor, { ...stale, comment: 'Ještě ne.' }]);
    for (const [query, variables] of requests) {
      const refused = await call(query, variables, kind.editor());
      expect(errorCode(refused), query).toBe('ACTION_NOT_ALLOWED');
      expect(refused.errors?.[0]?.extensions, query).toMatchObject({
        reason: 'OUTDATED_VERSION',
        changedBy: `${kind.editor().user.firstname} W.`,
        currentVersion: 2,
      });
    }
    expect(data(await call(ops.one, { id: saved._id }, kind.editor()))).toMatchObject({ version: 2, status: 'DRAFT' });
    expect(await audited(kind.entity, saved._id)).toEqual([`${kind.entity}.create`, `${kind.entity}.update`]);

    // On the current version the same requests meet the decision's own rules.
    const current = ref(saved);
    const unpublished = await call(ops.unpublish, current, kind.editor());
    expect([errorCode(unpublished), reason(unpublished)]).toEqual(['ACTION_NOT_ALLOWED', undefined]);
    expect(errorCode(await call(ops.schedule, { ...current, at: anHourAgo() }, kind.editor()))).toBe('BAD_USER_INPUT');
    if (kind.authored) {
      const returned = await call(ops.returnToAuthor, { ...current, comment: 'Ještě ne.' }, kind.editor());
      expect([errorCode(returned), reason(returned)]).toEqual(['ACTION_NOT_ALLOWED', undefined]);
    }
  });

  it('refuses a person without the permission with FORBIDDEN before reading the item or its version', async () => {
    const { stale, saved } = await savedTwice('Bez oprávnění');
    const missing = { id: NOBODY, version: 1 };
    for (const role of kind.outsiders) {
      const outsider = outsiders.get(role) as Session; // Every role of `kinds` is signed in by beforeAll.
      for (const target of [ref(saved), stale, missing]) {
        const requests: Array<[string, Record<string, unknown>]> = [
          [ops.update, { ...target, input: kind.input('Cizí') }],
          [ops.publish, target],
          [ops.unpublish, target],
          [ops.schedule, { ...target, at: anHourAgo() }],
          [ops.deleteDraft, target],
        ];
        for (const [query, variables] of requests) {
          expect(errorCode(await call(query, variables, outsider)), `${role} ${query}`).toBe('FORBIDDEN');
        }
      }
    }
    // The kind's editor, for the same missing item: bad input, not a refusal.
    expect(errorCode(await call(ops.publish, missing, kind.editor()))).toBe('BAD_USER_INPUT');
    expect(await audited(kind.entity, saved._id)).toEqual([`${kind.entity}.create`, `${kind.entity}.update`]);
  });

  it('deletes a never-published draft with its revisions, and never a published one', async () => {
    const { saved } = await savedTwice('Ke smazání');
    expect(data<boolean>(await call<boolean>(ops.deleteDraft, ref(saved), kind.editor()))).toBe(true);
    expect(data(await call(ops.one, { id: saved._id }, kind.editor()))).toBeNull();
    const left = await t.app.services.db.select().from(revisions).where(eq(revisions.entityId, saved._id));
    expect(left).toEqual([]);
    expect(await audited(kind.entity, saved._id)).toEqual([
      `${kind.entity}.create`,
      `${kind.entity}.update`,
      `${kind.entity}.delete`,
    ]);

    const kept = await savedTwice('Zveřejněný');
    const published = data(await call(ops.publish, ref(kept.saved), kind.editor()));
    const refused = await call<boolean>(ops.deleteDraft, ref(published), kind.editor());
    expect([errorCode(refused), reason(refused)]).toEqual(['ACTION_NOT_ALLOWED', undefined]);
    expect(data(await call(ops.one, { id: published._id }, kind.editor()))).toMatchObject({ status: 'PUBLISHED' });
  });
});

/** Trips and announcements have partner authors and a review; articles have neither (an editor writes them). */
describe.each(kinds.filter((kind) => kind.authored))('the review of a $entity', (kind) => {
  const ops = operations(kind);

  it('refuses another partner, and a partner publishing their own, with FORBIDDEN even on a stale version', async () => {
    const draft = data(await call(ops.create, { input: kind.input('Cizí návrh') }, partner));
    const saved = data(await call(ops.update, { ...ref(draft), input: kind.input('Cizí návrh II') }, partner));
    for (const target of [ref(draft), ref(saved)]) {
      const update = await call(ops.update, { ...target, input: kind.input('Moje') }, otherPartner);
      expect(errorCode(update)).toBe('FORBIDDEN');
      expect(errorCode(await call(ops.deleteDraft, target, otherPartner))).toBe('FORBIDDEN');
      expect(errorCode(await call(ops.publish, target, partner))).toBe('FORBIDDEN');
    }
  });

  it('sends an item in review back to its author with the comment, by e-mail', async () => {
    const draft = data(await call(ops.create, { input: kind.input('K posouzení') }, partner));
    const inReview = data(await call(ops.submit, ref(draft), partner));
    expect(inReview.status).toBe('IN_REVIEW');
    expect(errorCode(await call(ops.returnToAuthor, { ...ref(inReview), comment: 'Sám?' }, partner))).toBe('FORBIDDEN');
    const comment = `Doplňte, kde zaparkovat (${kind.entity}).`;
    const returned = data(await call(ops.returnToAuthor, { ...ref(inReview), comment }, tripEditor));
    expect(returned).toMatchObject({ status: 'DRAFT', version: inReview.version + 1 });
    expect(data(await call(ops.one, { id: draft._id }, partner))).toMatchObject({ reviewComment: comment });
    const mail = await t.smtp.waitForMail(partner.user.email ?? '');
    expect(mail.raw).toContain(comment);
    expect(mail.raw).toContain(`/admin/${kind.entity}s/${draft._id}`);
    expect(await audited(kind.entity, draft._id)).toEqual([
      `${kind.entity}.create`,
      `${kind.entity}.submitForReview`,
      `${kind.entity}.returnToAuthor`,
    ]);
  });
});
