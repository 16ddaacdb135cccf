// What the resolvers hand to GraphQL for the small object types (codegen mappers).

export interface ImageModel {
  id: string;
  url: string;
  alt: string;
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
