import { plainWords } from './highlight';

/**
 * Whether a typed word finds a word of a text, on the device, where the API's search is out of reach: the text's word
 * begins with it ("karlš"), or they differ only in an ending of up to two letters ("sněžku" finds "Sněžka"). Cruder
 * than the API's matching (no typos), and enough for the few trips a person saved.
 */
function finds(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  let common = 0;
  while (common < typed.length && typed[common] === word[common]) common++;
  return common >= 4 && typed.length - common <= 2 && word.length - common <= 2;
}

/** Whether every typed word finds a word of the texts (a saved trip's title, area, perex and content). */
export function matchesOffline(query: string, texts: readonly string[]): boolean {
  const typed = plainWords(query);
  if (typed.length === 0) return false;
  const words = texts.flatMap(plainWords);
  return typed.every((word) => words.some((candidate) => finds(word, candidate)));
}
