// What the accounts feature offers the rest of the server.

export { AGE_RANGES } from './accounts.inputs.js';
export { findUsersByIds, type UserRow } from './accounts.repository.js';
export type { RequestMeta } from './accounts.service.js';
