import { graphql } from '../../../generated';

export const signInAsAdminMutation = graphql(`
  mutation SignInAsAdmin($input: SignInInput!) {
    signInAsAdmin(input: $input) {
      accessToken
      refreshToken
    }
  }
`);

export const consoleMeQuery = graphql(`
  query ConsoleMe {
    me {
      _id
      firstname
      fullname
      roles
    }
  }
`);

graphql(`
  fragment ConsoleUser on AdminUser {
    _id
    email
    fullname
    roles
    status
    createdAt
    ratingsCount
    finishedCount
    bookmarksCount
  }
`);

export const adminUsersQuery = graphql(`
  query AdminUsers($search: String, $pagination: PaginationInput) {
    adminUsers(search: $search, pagination: $pagination) {
      total
      edges {
        ...ConsoleUser
      }
    }
  }
`);

export const grantRoleMutation = graphql(`
  mutation GrantRole($userId: ID!, $role: Role!) {
    grantRole(userId: $userId, role: $role) {
      ...ConsoleUser
    }
  }
`);

export const revokeRoleMutation = graphql(`
  mutation RevokeRole($userId: ID!, $role: Role!) {
    revokeRole(userId: $userId, role: $role) {
      ...ConsoleUser
    }
  }
`);

export const disableUserMutation = graphql(`
  mutation DisableUser($userId: ID!) {
    disableUser(userId: $userId) {
      ...ConsoleUser
    }
  }
`);

export const enableUserMutation = graphql(`
  mutation EnableUser($userId: ID!) {
    enableUser(userId: $userId) {
      ...ConsoleUser
    }
  }
`);

export const auditLogQuery = graphql(`
  query AuditLog($entityType: String, $entityId: ID, $pagination: PaginationInput) {
    auditLog(entityType: $entityType, entityId: $entityId, pagination: $pagination) {
      total
      edges {
        _id
        actor {
          _id
          shortname
        }
        action
        entityType
        entityId
        before
        after
        createdAt
      }
    }
  }
`);
