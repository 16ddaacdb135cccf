import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import type { Client, ClientOptions } from 'graphql-ws';
import { Observable, type Subscription } from 'rxjs';

export interface RealtimeLink {
  /** Sends subscriptions over graphql-ws. */
  link: ApolloLink;
  /** Closes the socket, if one was ever opened (sign-out: the next subscription connects as the new user). */
  terminate(): void;
}

/**
 * Subscriptions over graphql-ws, whose client is downloaded with the first subscription —
 * the wall's new content, a trip's ratings — instead of with the app's first screen, which has none.
 */
export function lazyRealtimeLink(options: ClientOptions): RealtimeLink {
  let loaded: Promise<{ client: Client; link: ApolloLink }> | undefined;
  const load = () => {
    loaded ??= import('graphql-ws').then(({ createClient }) => {
      const client = createClient(options);
      return { client, link: new GraphQLWsLink(client) };
    });
    return loaded;
  };
  const link = new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        load().then(
          ({ link: socket }) => {
            if (!closed) subscription = socket.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
  return {
    link,
    terminate: () => void loaded?.then(({ client }) => client.terminate()),
  };
}
