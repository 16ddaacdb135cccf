import { graphqlFetch } from '../graphql/graphql-fetch';
import { refreshTokenMutation } from '../graphql/refresh-token.mutation';
import type { RefreshOutcome } from './token-refresh';

/** Calls the refreshToken mutation with plain fetch and classifies the answer for the coordinator. */
export async function requestAccessToken(refreshToken: string): Promise<RefreshOutcome> {
  const { data, errors } = await graphqlFetch(refreshTokenMutation, { refreshToken });
  const code = errors[0]?.extensions?.code;
  if (code === 'UNAUTHORIZED_REFRESH_TOKEN_EXPIRED') return { kind: 'refresh-token-expired' };
  const accessToken = data?.refreshToken.accessToken;
  if (errors.length > 0 || !accessToken) {
    const detail = errors.map((error) => `${String(error.extensions?.code ?? 'UNKNOWN')}: ${error.message}`).join('; ');
    return { kind: 'failed', error: new Error(`Token refresh failed${detail ? ` (${detail})` : ' (no data)'}`) };
  }
  return { kind: 'refreshed', accessToken };
}
