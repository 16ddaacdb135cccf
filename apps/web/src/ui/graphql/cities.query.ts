import { graphql } from '../../generated';

/** Municipalities whose name starts with the search (case and diacritics ignored), for the city field. */
export const citiesQuery = graphql(`
  query Cities($search: String!) {
    cities(filter: { search: $search }) {
      _id
      name
      district
      region
    }
  }
`);
