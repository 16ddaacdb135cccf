import type { SessionRow } from './accounts.repository.js';

/** A session as the API shows it: the row, and whether the request was made with it. */
export type SessionModel = SessionRow & { current: boolean };
