import { common } from './common';
import { pages } from './pages';
import { trips } from './trips';
import { validation } from './validation';

/** The first screens' texts in English; see the Czech catalogue. */
export const resources = { common, validation, pages, trips };
