import { graphql } from '../../../generated';

/** Mails the link to finish sign-up. Bot-checked as SIGN_UP. */
export const signUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input)
  }
`);
