import type { Catalog } from '../catalog';
import type { auth as cs } from '../cs/auth';

export const auth: Catalog<typeof cs> = {
  fields: {
    email: 'E-mail',
    password: 'Password',
    passwordAgain: 'Password again',
    newPassword: 'New password',
    firstname: 'First name',
    lastname: 'Last name',
    code: 'Code',
    showPassword: 'Show password',
  },
  errors: {
    botCheck: 'We could not verify your identity. Please try again.',
    botCheckHint: 'If you use an ad blocker, please disable it for this site and try again.',
    tooManyAttempts_one: 'Too many attempts. Please try again in {{count}} minute.',
    tooManyAttempts_other: 'Too many attempts. Please try again in {{count}} minutes.',
    tooManyAttemptsLater: 'Too many attempts. Please try again later.',
  },
  signpost: {
    title: 'Welcome to Toulky',
    description: 'Trips for walkers and families with children: find a route, save it and log the kilometres you walk.',
    newHere: 'Signing up is free and takes a minute.',
  },
  signIn: {
    title: 'Sign in',
    description: 'Welcome back. Sign in with your e-mail and password.',
    submit: 'Sign in',
    forgotPassword: 'Forgot your password?',
    noAccount: 'No account yet?',
    errors: {
      invalidCredentials: 'Invalid email or password.',
      inactive: 'This account is not active. If that is a mistake, please write to us.',
      generic: 'Signing in failed. Please try again.',
    },
  },
  signUp: {
    title: 'Sign up',
    description: 'Enter your e-mail. We will send you a link to finish signing up.',
    submit: 'Sign up',
    consentBefore: 'By signing up you agree to the',
    consentAnd: 'and acknowledge the',
    haveAccount: 'Already have an account?',
    sent: {
      title: 'Check your inbox',
      text: 'We have sent a link to finish signing up to {{email}}. It is valid for 24 hours.',
      hint: 'Nothing arrived? Look in your bulk or spam folder too.',
      retry: 'Use a different e-mail',
    },
    errors: {
      alreadyExists: 'An account with this e-mail already exists.',
      generic: 'There was an error sending confirmation email.',
    },
  },
  finishSignUp: {
    title: 'Finish signing up',
    description: 'Just your name and a password and you are ready to go.',
    submit: 'Create account',
    passwordHint: 'At least 8 characters.',
    errors: {
      invalidCode: 'This link is not valid or has already been used. Please sign up again.',
      expiredCode: 'This link has expired. Please sign up again.',
      generic: 'There was an error creating your account.',
      signUpAgain: 'Sign up again',
    },
  },
  forgotPassword: {
    title: 'Forgotten password',
    description: 'Enter the e-mail of your account and we will send you a link to set a new password.',
    submit: 'Send reset link',
    backToSignIn: 'Back to sign in',
    sent: {
      title: 'Check your inbox',
      text: 'If {{email}} has an account with us, we have sent it a link to set a new password. It is valid for 1 hour.',
      hint: 'Nothing arrived? Look in your spam folder too.',
      retry: 'Use a different e-mail',
    },
    errors: { generic: 'There was an error requesting reset.' },
  },
  resetPassword: {
    title: 'New password',
    description: 'Choose a new password for your account.',
    submit: 'Set new password',
    done: 'Your password has been changed. You can sign in with it now.',
    errors: {
      invalidCode: 'This link is not valid, has expired or has already been used. Please ask for a new one.',
      requestNew: 'Send a new link',
      generic: 'There was an error resetting your password.',
    },
  },
};
