import { graphql } from '../../../generated';

/** The signed-in user; always fetched fresh (spec §4: no caching). */
export const meQuery = graphql(`
  query Me {
    me {
      _id
      fullname
      firstname
      lastname
      email
    }
  }
`);
