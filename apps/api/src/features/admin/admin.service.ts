import type { Database } from '../../db/client.js';
import { authorize } from '../../platform/auth/permissions.js';
import { AppError, badUserInput, fieldError } from '../../platform/errors.js';
import { parsePagination } from '../../platform/pagination.js';
import type { UnitOfWork } from '../../platform/unit-of-work.js';
import { parseInput } from '../../platform/validation.js';
import type { UserRow } from '../accounts/index.js';
import { adminUsersInput, auditLogInput, roleChangeInput, userIdInput } from './admin.inputs.js';
import * as repo from './admin.repository.js';

const PAGE_SIZE = 20;

type PaginationArgs = Parameters<typeof parsePagination>[0];

/** What the audit log keeps of a user: access, never personal data. */
function accessOf(user: { roles: string[]; status: string }) {
  return { roles: user.roles, status: user.status };
}

/**
 * The console's Users screen and audit log (issue 18, ADMIN only). Every method checks the permission table first,
 * and every write is recorded in the audit log in its own transaction.
 */
export class AdminService {
  constructor(private readonly deps: { db: Database; work: UnitOfWork }) {}

  async users(viewer: UserRow, input: unknown, pagination: PaginationArgs) {
    authorize(viewer, 'user.manage');
    const { search } = parseInput(adminUsersInput, input);
    return repo.searchUsers(this.deps.db, search, parsePagination(pagination, PAGE_SIZE));
  }

  async auditLog(viewer: UserRow, input: unknown, pagination: PaginationArgs) {
    authorize(viewer, 'audit.read');
    const filter = parseInput(auditLogInput, input);
    return repo.findAuditPage(this.deps.db, filter, parsePagination(pagination, PAGE_SIZE));
  }

  grantRole(viewer: UserRow, input: unknown): Promise<repo.AdminUserRow> {
    const { userId, role } = parseInput(roleChangeInput, input);
    return this.changeAccess(viewer, userId, 'user.grantRole', (user) => {
      if (user.status === 'DELETED') throw new AppError('ACTION_NOT_ALLOWED', 'The account has been deleted');
      return { roles: user.roles.includes(role) ? user.roles : [...user.roles, role] };
    });
  }

  revokeRole(viewer: UserRow, input: unknown): Promise<repo.AdminUserRow> {
    const { userId, role } = parseInput(roleChangeInput, input);
    return this.changeAccess(viewer, userId, 'user.revokeRole', (user) => {
      if (userId === viewer.id && role === 'ADMIN') {
        throw new AppError('ACTION_NOT_ALLOWED', 'You cannot revoke your own ADMIN role');
      }
      return { roles: user.roles.filter((held) => held !== role) };
    });
  }

  disableUser(viewer: UserRow, input: unknown): Promise<repo.AdminUserRow> {
    const { userId } = parseInput(userIdInput, input);
    return this.changeAccess(viewer, userId, 'user.disable', (user) => {
      if (userId === viewer.id) throw new AppError('ACTION_NOT_ALLOWED', 'You cannot disable yourself');
      if (user.status === 'DELETED') throw new AppError('ACTION_NOT_ALLOWED', 'The account has been deleted');
      return { status: 'DISABLED' };
    });
  }

  enableUser(viewer: UserRow, input: unknown): Promise<repo.AdminUserRow> {
    const { userId } = parseInput(userIdInput, input);
    return this.changeAccess(viewer, userId, 'user.enable', (user) => {
      if (user.status === 'DELETED') throw new AppError('ACTION_NOT_ALLOWED', 'The account has been deleted');
      return { status: 'ACTIVE' };
    });
  }

  /**
   * Locks the user, works out the change, writes it and its audit record in one transaction. A change that changes
   * nothing writes nothing and records nothing.
   */
  private async changeAccess(
    viewer: UserRow,
    userId: string,
    action: string,
    change: (user: { roles: string[]; status: string }) => { roles?: string[]; status?: string },
  ): Promise<repo.AdminUserRow> {
    authorize(viewer, 'user.manage');
    await this.deps.work.run(async (tx) => {
      const user = await repo.lockUser(tx, userId);
      if (!user) throw badUserInput([fieldError('userId', 'INVALID_VALUE')]);
      const before = accessOf(user);
      const after = { ...before, ...change(user) };
      if (JSON.stringify(after) === JSON.stringify(before)) return;
      await repo.updateUserAccess(tx, userId, after);
      await repo.recordAudit(tx, { actorId: viewer.id, action, entityType: 'user', entityId: userId, before, after });
    });
    const updated = await repo.findAdminUser(this.deps.db, userId);
    if (!updated) throw badUserInput([fieldError('userId', 'INVALID_VALUE')]);
    return updated;
  }
}
