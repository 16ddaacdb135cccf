import DataLoader from 'dataloader';
import type { Database } from '../db/client.js';

/**
 * A loader shared by every request of the process that batches but never caches: what requests ask for in the same
 * turn of the event loop is read by one statement, sent after all of them arrived, so each answer is as fresh as a
 * per-request read — in far fewer statements when many people use the app at once. One per database and kind.
 */
export function sharedBatchLoader<K, V>(
  kind: (keys: readonly K[], db: Database) => Promise<V[]>,
): (db: Database) => DataLoader<K, V> {
  const loaders = new WeakMap<Database, DataLoader<K, V>>();
  return (db) => {
    let loader = loaders.get(db);
    if (!loader) {
      loader = new DataLoader((keys) => kind(keys, db), {
        cache: false,
        batchScheduleFn: (dispatch) => setImmediate(dispatch),
        maxBatchSize: 500,
      });
      loaders.set(db, loader);
    }
    return loader;
  };
}
