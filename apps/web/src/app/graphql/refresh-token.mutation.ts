import { graphql } from '../../generated';

/** Exchanges the refresh token for a new access token; sent outside Apollo so it never loops through the error link. */
export const refreshTokenMutation = graphql(`
  mutation RefreshToken($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) {
      accessToken
    }
  }
`);
