import { graphql } from '../../generated';

/** Whether the signed-in user has finished (or skipped) onboarding; asked right after sign-in. */
export const onboardingStatusQuery = graphql(`
  query OnboardingStatus {
    me {
      _id
      onboardingCompleted
    }
  }
`);
