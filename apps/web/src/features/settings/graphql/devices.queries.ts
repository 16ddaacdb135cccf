import { graphql } from '../../../generated';

/** The signed-in user's devices; asked afresh whenever the dialog opens. */
export const mySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      _id
      browser
      os
      platform
      country
      lastUsedAt
      current
    }
  }
`);

export const signOutSessionMutation = graphql(`
  mutation SignOutSession($sessionId: ID!) {
    signOutSession(sessionId: $sessionId)
  }
`);

export const signOutOtherSessionsMutation = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions
  }
`);
