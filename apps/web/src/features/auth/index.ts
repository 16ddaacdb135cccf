// The sign-in screens' public entry: what the console's own sign-in takes from them.
export { AuthHeader } from './components/auth-header';
export { CredentialsFields } from './components/credentials-fields';
export { type SignInValues, signInSchema } from './schemas';
