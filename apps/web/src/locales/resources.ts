import type { allResources } from './cs/all';

/** The catalogues' shape: Czech is the reference (it has every plural form). */
export type Resources = typeof allResources;
