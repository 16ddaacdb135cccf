/** A piece of a text, to be shown bold when it is what the person typed. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Text as search compares it: lower case, without diacritics ("Ž" → "z"). */
export const plain = (letter: string) => letter.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The words of a text, as compared. */
export function plainWords(query: string): string[] {
  return plain(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Cuts a name or title into the parts that match what was typed and those that do not, for the suggestions to bold the
 * first: each word of the text is matched from its start, as far as it agrees with a typed word, when that is at least
 * three letters or the whole typed word ("snezku" bolds "Sněžk" of "Sněžka", "ka" the "Ka" of "Karlštejn"). The parts
 * are plain text, never HTML, so what the API sends is shown, not run.
 */
export function matchedParts(text: string, query: string): TextPart[] {
  const typed = plainWords(query);
  const parts: TextPart[] = [];
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  };
  for (const token of text.split(/([\p{L}\p{N}]+)/u)) {
    const letters = [...token];
    const compared = letters.map(plain).join('');
    let best = 0;
    for (const word of typed) {
      let common = 0;
      while (common < word.length && common < compared.length && word[common] === compared[common]) common++;
      if (common >= Math.min(3, word.length)) best = Math.max(best, common);
    }
    push(letters.slice(0, best).join(''), true);
    push(letters.slice(best).join(''), false);
  }
  return parts;
}
