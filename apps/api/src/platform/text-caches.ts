import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * The longest query text (or kept public answer's key) any cache holds. The app's longest document is about 1 KB;
 * a hostile one can be a megabyte of string literal, and a thousand of those cached would be a gigabyte.
 */
export const MAX_CACHED_TEXT_LENGTH = 16 * 1024;

export function isCacheableText(text: string): boolean {
  return text.length <= MAX_CACHED_TEXT_LENGTH;
}

/** Yoga's parse caches (parsed documents and parse errors by source text), bounded in entries and in text. */
export function parserCaches() {
  const bounded = <T extends {}>() =>
    new LRUCache<string, T>({
      max: 1000,
      maxSize: 4 * 1024 * 1024,
      maxEntrySize: MAX_CACHED_TEXT_LENGTH,
      sizeCalculation: (_value, key) => Math.max(key.length, 1),
      ttl: 3_600_000,
    });
  return { documentCache: bounded<DocumentNode>(), errorCache: bounded<object>() };
}
