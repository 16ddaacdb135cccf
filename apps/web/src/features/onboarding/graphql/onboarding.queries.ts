import { graphql } from '../../../generated';

/** What the questionnaire shows: the answers given so far and how far the user got. */
export const onboardingAnswersFragment = graphql(`
  fragment OnboardingAnswers on User {
    _id
    onboardingCompleted
    city {
      _id
      name
      district
      region
    }
    sex
    ageRange
    interests
    onboardingPreferences {
      drink
      sleep
      transport
      company
      durations
      referralSource
      referralText
      step
    }
  }
`);

/** The answers given so far and the step reached, to resume the questionnaire; always fresh (spec §4). */
export const onboardingQuery = graphql(`
  query Onboarding {
    me {
      ...OnboardingAnswers
    }
  }
`);

/** Saves the fields sent (one step's answers, the step reached, and `completed` at the end). */
export const updateOnboardingMutation = graphql(`
  mutation UpdateOnboardingPreferences($input: OnboardingPreferencesInput!) {
    updateOnboardingPreferences(input: $input) {
      ...OnboardingAnswers
    }
  }
`);
