import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

export const GRAPHQL_PATH = '/graphql';

/** One error of a GraphQL response, as the API sends it (code and details in `extensions`). */
export interface GraphQLResponseError {
  message: string;
  extensions?: Record<string, unknown>;
}

export interface GraphQLFetchResult<TData> {
  data: TData | null;
  errors: GraphQLResponseError[];
}

/**
 * Sends one operation with plain fetch, outside the Apollo link chain: used for the token refresh and the
 * sign-out revocation, which must not trigger the error link's own recovery. Rejects on network failure.
 */
export async function graphqlFetch<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  init: { keepalive?: boolean } = {},
): Promise<GraphQLFetchResult<TData>> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: print(document), variables }),
    keepalive: init.keepalive,
  });
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`Unexpected GraphQL response (${response.status})`);
  const { data, errors } = body as { data?: TData | null; errors?: GraphQLResponseError[] };
  return { data: data ?? null, errors: Array.isArray(errors) ? errors : [] };
}
