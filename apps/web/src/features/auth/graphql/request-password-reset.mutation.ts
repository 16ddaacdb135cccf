import { graphql } from '../../../generated';

/** Mails a reset link when the account exists. Bot-checked as REQUEST_PASSWORD_RESET. */
export const requestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);
