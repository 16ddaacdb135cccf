import { graphql } from '../../generated';

/** A picture as `ui/picture.tsx` draws it: its renditions, the editor's focal point and its description. */
export const pictureFragment = graphql(`
  fragment Picture on Image {
    _id
    url
    alt
    focalX
    focalY
    variants {
      url
      width
      format
    }
  }
`);
