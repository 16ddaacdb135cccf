// What the search feature offers the rest of the server: its matching, for the console's lists.

export { documentMatches, titleDocument } from './search.repository.js';
export { queryWords } from './search.text.js';
