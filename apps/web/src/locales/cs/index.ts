import { common } from './common';
import { pages } from './pages';
import { trips } from './trips';

/**
 * The texts the first screens say (the main layout, Trips, a trip), downloaded in the person's
 * language at start (app/i18n/i18n.ts). The other screens' come with their code (./all.ts).
 */
export const resources = { common, pages, trips };
