import { graphql } from '../../generated';

/**
 * What the app asks of the account when a session starts on this device: its language, which the app then speaks
 * (issue 50: at sign-in, and at each start of a signed-in app), and whether onboarding is still ahead (at sign-in).
 */
export const signedInAccountQuery = graphql(`
  query SignedInAccount {
    me {
      _id
      language
      onboardingCompleted
    }
  }
`);
