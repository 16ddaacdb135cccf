import { auth } from './auth';
import { common } from './common';
import { onboarding } from './onboarding';
import { pages } from './pages';
import { profile } from './profile';
import { settings } from './settings';
import { trips } from './trips';
import { validation } from './validation';
import { wall } from './wall';

export const resources = { common, auth, validation, pages, trips, wall, onboarding, profile, settings };
