import { graphql } from '../../generated';

/** Revokes the refresh token on the server; best-effort during sign-out. */
export const signOutMutation = graphql(`
  mutation SignOut($refreshToken: String!) {
    signOut(refreshToken: $refreshToken)
  }
`);
