// What the admin feature offers the rest of the server.

export { recordAudit } from './admin.repository.js';
