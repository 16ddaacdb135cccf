import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signedInUser, uniqueEmail } from '../../../test/factories.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';
import { ROLES } from '../../platform/auth/roles.js';

const ADMIN_SIGN_IN = `mutation A($input: SignInInput!) { signInAsAdmin(input: $input) { accessToken refreshToken } }`;
const USERS = `query U($search: String, $pagination: PaginationInput) {
  adminUsers(search: $search, pagination: $pagination) {
    total edges { _id email fullname roles status createdAt ratingsCount finishedCount bookmarksCount }
  }
}`;
const AUDIT = `query L($entityType: String, $entityId: ID) {
  auditLog(entityType: $entityType, entityId: $entityId) {
    total edges { actor { _id shortname } action entityType entityId before after createdAt }
  }
}`;
const GRANT = 'mutation G($userId: ID!, $role: Role!) { grantRole(userId: $userId, role: $role) { _id roles } }';
const REVOKE = 'mutation R($userId: ID!, $role: Role!) { revokeRole(userId: $userId, role: $role) { _id roles } }';
const DISABLE = 'mutation D($userId: ID!) { disableUser(userId: $userId) { _id status } }';
const ENABLE = 'mutation E($userId: ID!) { enableUser(userId: $userId) { _id status } }';
const ME = '{ me { _id } }';
const SIGN_IN = `mutation S($input: SignInInput!) { signIn(input: $input) { accessToken refreshToken } }`;
const REFRESH = 'mutation F($t: String!) { refreshToken(refreshToken: $t) { accessToken } }';

interface AdminUser {
  _id: string;
  email: string | null;
  fullname: string;
  roles: string[];
  status: string;
  ratingsCount: number;
  finishedCount: number;
  bookmarksCount: number;
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInUser(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

describe('signInAsAdmin', () => {
  it('signs in every editorial role and refuses an account without one with FORBIDDEN', async () => {
    for (const role of ['ADMIN', 'BLOG_EDITOR', 'CHIEF_EDITOR', 'PARTNER_EDITOR', 'TRIP_EDITOR']) {
      const editor = await buildUser(t, { roles: ['USER', role] });
      const response = await t.gql(ADMIN_SIGN_IN, { input: { email: editor.email, password: editor.password } });
      expect(response.errors, role).toBeUndefined();
    }
    const hiker = await buildUser(t);
    expect(errorCode(await t.gql(ADMIN_SIGN_IN, { input: { email: hiker.email, password: hiker.password } }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await t.gql(ADMIN_SIGN_IN, { input: { email: hiker.email, password: 'wrong password' } }))).toBe(
      'UNAUTHORIZED_INVALID_CREDENTIALS',
    );
  });

  it('counts against the same limit as sign-in', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_EMAIL: '2' });
    try {
      const editor = await buildUser(limited, { roles: ['USER', 'TRIP_EDITOR'] });
      const input = { email: editor.email, password: editor.password };
      expect((await limited.gql(SIGN_IN, { input })).errors).toBeUndefined();
      expect((await limited.gql(ADMIN_SIGN_IN, { input })).errors).toBeUndefined();
      expect(errorCode(await limited.gql(ADMIN_SIGN_IN, { input }))).toBe('ACTION_NOT_ALLOWED');
    } finally {
      await limited.close();
    }
  });
});

describe('who may manage users and read the audit log', () => {
  const operations = [
    { name: 'adminUsers', query: USERS, variables: () => ({}) },
    { name: 'auditLog', query: AUDIT, variables: () => ({}) },
    { name: 'grantRole', query: GRANT, variables: (id: string) => ({ userId: id, role: 'BLOG_EDITOR' }) },
    { name: 'revokeRole', query: REVOKE, variables: (id: string) => ({ userId: id, role: 'BLOG_EDITOR' }) },
    { name: 'disableUser', query: DISABLE, variables: (id: string) => ({ userId: id }) },
    { name: 'enableUser', query: ENABLE, variables: (id: string) => ({ userId: id }) },
  ];

  it.each(operations)('$name: anonymous UNAUTHORIZED, every role but ADMIN FORBIDDEN, ADMIN allowed', async (op) => {
    const target = await buildUser(t);
    expect(errorCode(await t.gql(op.query, op.variables(target.id)))).toBe('UNAUTHORIZED');
    for (const role of ROLES.filter((name) => name !== 'ADMIN')) {
      const { token } = await signedInUser(t, { roles: role === 'USER' ? ['USER'] : ['USER', role] });
      expect(errorCode(await t.gql(op.query, op.variables(target.id), { token })), role).toBe('FORBIDDEN');
    }
    const allowed = await t.gql(op.query, op.variables(target.id), { token: admin.token });
    expect(allowed.errors).toBeUndefined();
  });
});

describe('adminUsers', () => {
  it('finds users by the start of their e-mail, first or last name in any case, with their counts', async () => {
    const tag = uniqueEmail('x').slice(2, 12);
    const jana = await buildUser(t, { firstname: 'Jana', lastname: `Nováková${tag}`, email: `jana.${tag}@example.cz` });
    await buildUser(t, { firstname: 'Jan', lastname: `Novák${tag}`, email: `jan.${tag}@example.cz` });

    const search = async (text: string) =>
      (
        await t.gql<{ adminUsers: { total: number; edges: AdminUser[] } }>(
          USERS,
          { search: text },
          { token: admin.token },
        )
      ).data?.adminUsers;
    expect((await search(`JANA.${tag}`))?.edges.map((user) => user.email)).toEqual([jana.email]);
    expect((await search(`jana nováková${tag}`))?.edges.map((user) => user._id)).toEqual([jana.id]);
    expect((await search(`novák${tag}`))?.edges.map((user) => user.fullname)).toEqual([`Jan Novák${tag}`]);
    expect((await search(`novák`))?.edges.length).toBeGreaterThanOrEqual(2);
    // LIKE's wildcards are taken literally.
    expect((await search('%'))?.total).toBe(0);
    expect((await search('_'))?.total).toBe(0);

    const [found] = (await search(`jana.${tag}`))?.edges ?? [];
    expect(found).toMatchObject({
      fullname: `Jana Nováková${tag}`,
      roles: ['USER'],
      status: 'ACTIVE',
      ratingsCount: 0,
      finishedCount: 0,
      bookmarksCount: 0,
    });
  });

  it('lists the newest first, a page at a time', async () => {
    const response = await t.gql<{ adminUsers: { total: number; edges: AdminUser[] } }>(
      USERS,
      { pagination: { pageNumber: 1, pageSize: 3 } },
      { token: admin.token },
    );
    expect(response.data?.adminUsers.edges).toHaveLength(3);
    expect(response.data?.adminUsers.total).toBeGreaterThan(3);
    const newest = await buildUser(t);
    const first = await t.gql<{ adminUsers: { edges: AdminUser[] } }>(
      USERS,
      { pagination: { pageNumber: 1, pageSize: 1 } },
      { token: admin.token },
    );
    expect(first.data?.adminUsers.edges[0]._id).toBe(newest.id);
  });
});

describe('roles and status', () => {
  it('grants and revokes a role, each recorded with who, before and after, and a no-op recorded not at all', async () => {
    const target = await buildUser(t);
    const granted = await t.gql(GRANT, { userId: target.id, role: 'TRIP_EDITOR' }, { token: admin.token });
    expect(granted.data).toEqual({ grantRole: { _id: target.id, roles: ['USER', 'TRIP_EDITOR'] } });
    await t.gql(GRANT, { userId: target.id, role: 'TRIP_EDITOR' }, { token: admin.token });
    const revoked = await t.gql(REVOKE, { userId: target.id, role: 'TRIP_EDITOR' }, { token: admin.token });
    expect(revoked.data).toEqual({ revokeRole: { _id: target.id, roles: ['USER'] } });

    const log = await t.gql<{ auditLog: { total: number; edges: Array<Record<string, unknown>> } }>(
      AUDIT,
      { entityType: 'user', entityId: target.id },
      { token: admin.token },
    );
    expect(log.data?.auditLog.total).toBe(2);
    expect(log.data?.auditLog.edges).toEqual([
      expect.objectContaining({
        action: 'user.revokeRole',
        actor: { _id: admin.user.id, shortname: 'Tereza H.' },
        before: JSON.stringify({ roles: ['USER', 'TRIP_EDITOR'], status: 'ACTIVE' }),
        after: JSON.stringify({ roles: ['USER'], status: 'ACTIVE' }),
      }),
      expect.objectContaining({ action: 'user.grantRole', entityType: 'user', entityId: target.id }),
    ]);
    // The log keeps access, not personal data.
    expect(JSON.stringify(log.data)).not.toContain(target.email);

    const global = await t.gql<{ auditLog: { edges: Array<{ entityId: string }> } }>(AUDIT, {}, { token: admin.token });
    expect(global.data?.auditLog.edges[0].entityId).toBe(target.id);
  });

  it('refuses USER as a role, an unknown user, and an ADMIN revoking their own ADMIN role', async () => {
    const target = await buildUser(t);
    expect(errorCode(await t.gql(GRANT, { userId: target.id, role: 'USER' }, { token: admin.token }))).toBe(
      'BAD_USER_INPUT',
    );
    const unknown = await t.gql(
      GRANT,
      { userId: '00000000-0000-4000-8000-000000000000', role: 'BLOG_EDITOR' },
      { token: admin.token },
    );
    expect(unknown.errors?.[0].extensions?.fields).toEqual([
      { field: 'userId', messageKey: 'INVALID_VALUE', message: 'Invalid value' },
    ]);
    expect(errorCode(await t.gql(REVOKE, { userId: admin.user.id, role: 'ADMIN' }, { token: admin.token }))).toBe(
      'ACTION_NOT_ALLOWED',
    );
    expect(errorCode(await t.gql(DISABLE, { userId: admin.user.id }, { token: admin.token }))).toBe(
      'ACTION_NOT_ALLOWED',
    );
    expect((await t.gql(ME, {}, { token: admin.token })).errors).toBeUndefined();
  });

  it('disables a user at once (every token and sign-in say UNAUTHORIZED_INACTIVE) and enables them again', async () => {
    const target = await signedInUser(t);
    const disabled = await t.gql(DISABLE, { userId: target.user.id }, { token: admin.token });
    expect(disabled.data).toEqual({ disableUser: { _id: target.user.id, status: 'DISABLED' } });
    expect(errorCode(await t.gql(ME, {}, { token: target.token }))).toBe('UNAUTHORIZED_INACTIVE');
    expect(errorCode(await t.gql(REFRESH, { t: target.refreshToken }))).toBe('UNAUTHORIZED_INACTIVE');
    const input = { email: target.user.email, password: target.user.password };
    expect(errorCode(await t.gql(SIGN_IN, { input }))).toBe('UNAUTHORIZED_INACTIVE');

    const enabled = await t.gql(ENABLE, { userId: target.user.id }, { token: admin.token });
    expect(enabled.data).toEqual({ enableUser: { _id: target.user.id, status: 'ACTIVE' } });
    expect((await t.gql(ME, {}, { token: target.token })).errors).toBeUndefined();
    expect((await t.gql(SIGN_IN, { input })).errors).toBeUndefined();

    const log = await t.gql<{ auditLog: { edges: Array<{ action: string }> } }>(
      AUDIT,
      { entityType: 'user', entityId: target.user.id },
      { token: admin.token },
    );
    expect(log.data?.auditLog.edges.map((entry) => entry.action)).toEqual(['user.enable', 'user.disable']);
  });
});
