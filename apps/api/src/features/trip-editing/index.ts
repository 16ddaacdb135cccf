// What the trip editing feature offers the rest of the server.

export { type EditorTripRow, findEditorTripsByIds } from './trip-editing.repository.js';
