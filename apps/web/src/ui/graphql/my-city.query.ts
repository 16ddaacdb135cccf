import { graphql } from '../../generated';

/** The city of the signed-in person's profile: where distances are measured from when the device cannot tell. */
export const myCityQuery = graphql(`
  query MyCity {
    me {
      _id
      city {
        _id
        name
        coordinates {
          lat
          lng
        }
      }
    }
  }
`);
