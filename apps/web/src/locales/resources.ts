import type { resources } from './cs/index';

/** The catalogues' shape: Czech is the reference (it has every plural form). */
export type Resources = typeof resources;
