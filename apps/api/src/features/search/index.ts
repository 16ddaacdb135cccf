// What the search feature offers the rest of the server: its matching, for the console's lists, and the longest
// query it takes, which the public site's search page cuts its query to.

export { MAX_QUERY_LENGTH } from './search.inputs.js';
export { documentMatches, titleDocument } from './search.repository.js';
export { queryWords } from './search.text.js';
