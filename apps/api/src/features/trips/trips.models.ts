// What the resolvers hand to GraphQL for the small object types (codegen mappers).

import type { StoredImageVariant } from '../../db/schema.js';

/** A row of `images`, read with whatever shows it (a trip's cover, a gallery, an article), never on its own. */
export interface ImageModel {
  id: string;
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  variants: StoredImageVariant[];
  /** Where a crop keeps its centre (0..1 from the left and the top); the middle when not known. */
  focalX?: number;
  focalY?: number;
}

export interface AreaModel {
  id: string;
  name: string;
  region: string;
}

export interface TripLabelModel {
  id: string;
  label: string;
  color: string;
}

export interface AuthorModel {
  id: string;
  shortname: string;
}
