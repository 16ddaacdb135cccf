import { graphql } from '../../../generated';

/** Sets a new password from the mailed code. Bot-checked as RESET_PASSWORD. */
export const resetPasswordMutation = graphql(`
  mutation ResetPassword($code: String!, $password: String!) {
    resetPassword(code: $code, password: $password)
  }
`);
