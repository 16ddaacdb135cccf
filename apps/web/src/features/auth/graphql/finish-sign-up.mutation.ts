import { graphql } from '../../../generated';

/** Creates the account from the mailed code and signs in. Bot-checked as FINISH_SIGN_UP. */
export const finishSignUpMutation = graphql(`
  mutation FinishSignUp($input: FinishSignUpInput!) {
    finishSignUp(input: $input) {
      accessToken
      refreshToken
    }
  }
`);
