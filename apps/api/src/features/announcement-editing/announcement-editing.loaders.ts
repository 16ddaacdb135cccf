import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import { type EditorTripRow, findEditorTripsByIds } from '../trip-editing/index.js';

/** Per-request loaders of the console's announcements: the announced trips of a whole page in one statement. */
export function createAnnouncementEditingLoaders(db: Database) {
  return {
    editorTripById: new DataLoader<string, EditorTripRow | undefined>(async (ids) => {
      const rows = await findEditorTripsByIds(db, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    }),
  };
}
