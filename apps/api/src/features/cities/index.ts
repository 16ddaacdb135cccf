// What the cities feature offers the rest of the server.

export { cityExists } from './cities.repository.js';
