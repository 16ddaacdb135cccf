// What the search feature offers the rest of the server: its matching, for the console's lists, the longest query it
// takes, which the public site's search page cuts its query to, and the most trips a search shows (its last page).

export { MAX_RESULTS } from './search.engine.js';
export { MAX_QUERY_LENGTH } from './search.inputs.js';
export { documentMatches, titleDocument } from './search.repository.js';
export { queryWords } from './search.text.js';
