/**
 * An in-memory Cache Storage (`caches`) for unit tests: happy-dom has none. Enough of it for the app's use: open, put,
 * match (by URL, optionally in one cache), delete and keys.
 */
export class FakeCacheStorage {
  readonly caches = new Map<string, Map<string, Response>>();

  private cache(name: string) {
    let entries = this.caches.get(name);
    if (!entries) {
      entries = new Map();
      this.caches.set(name, entries);
    }
    const urlOf = (request: RequestInfo | URL) =>
      new URL(request instanceof Request ? request.url : String(request), 'https://toulky.test').href;
    const store = entries;
    return {
      put: async (request: RequestInfo | URL, response: Response) => {
        store.set(urlOf(request), response);
      },
      match: async (request: RequestInfo | URL) => store.get(urlOf(request))?.clone(),
      delete: async (request: RequestInfo | URL) => store.delete(urlOf(request)),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
    };
  }

  async open(name: string) {
    return this.cache(name);
  }

  async has(name: string) {
    return this.caches.has(name);
  }

  async delete(name: string) {
    return this.caches.delete(name);
  }

  /** The URLs a cache holds (empty when there is no such cache). */
  urls(name: string): string[] {
    return [...(this.caches.get(name)?.keys() ?? [])];
  }
}
