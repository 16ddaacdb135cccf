// What the taxonomy feature (labels and areas) offers the rest of the server.

export { labelIdsOfKind } from './taxonomy.repository.js';
