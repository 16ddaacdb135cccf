import { graphql } from '../../../generated';

/** Bot-checked as SIGN_IN_VIA_EMAIL_AND_PASSWORD. */
export const signInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      accessToken
      refreshToken
    }
  }
`);
