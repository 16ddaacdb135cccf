import { common } from './common';
import { pages } from './pages';
import { trips } from './trips';

/** The first screens' texts in English; see the Czech catalogue. */
export const resources = { common, pages, trips };
