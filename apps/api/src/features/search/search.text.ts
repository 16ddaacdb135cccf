// How typed text becomes what the database is asked for: words without case or diacritics, each turned into the
// beginnings of the words it may stand for (its inflected forms share a stem), so "Sněžce", "na Sněžku" and "snezk"
// all find "Sněžka". The documents are not stemmed: they hold their words as written (unaccented, `simple`
// configuration, migration 0021) and a query word matches any document word that begins with one of its forms.

/** Lower case, without diacritics, every run of anything but letters and digits one space: "Český ráj!" → "cesky raj". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Words that carry no meaning of their own in a query ("na Sněžku", "z Karlštejna", "trips near Beroun"): Czech
 * prepositions and conjunctions, English articles and prepositions, all without diacritics.
 */
const STOP_WORDS = new Set([
  'a',
  'i',
  'k',
  'ke',
  'na',
  'nad',
  'o',
  'od',
  'po',
  'pod',
  'pri',
  'pro',
  'pres',
  's',
  'se',
  'u',
  'v',
  've',
  'z',
  'za',
  'ze',
  'do',
  'mezi',
  'the',
  'an',
  'of',
  'to',
  'in',
  'on',
  'at',
  'near',
  'and',
  'from',
  'by',
]);

/**
 * Czech case and possessive endings without diacritics, longest first (after Dolamic and Savoy's light stemmer for
 * Czech, 2009, with the endings its accented forms fold into).
 */
const ENDINGS = [
  'atech',
  'ovych',
  'etem',
  'atum',
  'ovym',
  'ovou',
  'ych',
  'ich',
  'ech',
  'ach',
  'ami',
  'emi',
  'imi',
  'ymi',
  'eho',
  'iho',
  'emu',
  'imu',
  'ymu',
  'ova',
  'ove',
  'ovi',
  'ovy',
  'em',
  'im',
  'ym',
  'om',
  'ou',
  'mi',
  'es',
  'us',
  'ie',
  'ii',
  'iu',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
];

/** A stem keeps at least this many letters: shorter words are left as they are. */
const MIN_STEM = 3;

/** A word's stem: its case ending removed ("karlstejna" → "karlstejn", "pradedu" → "praded", "skaly" → "skal"). */
export function stem(word: string): string {
  for (const ending of ENDINGS) {
    if (word.length - ending.length >= MIN_STEM && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
}

/**
 * The beginnings a query word matches, as few as possible: the word as typed (a word typed in part, "karls"), its
 * stem, and the stem's consonant as Czech alternates it before -e and -i ("Sněžka" / "na Sněžce": k ~ c; "Praha" /
 * "v Praze": h ~ z; "Olomouc" is left alone as it ends neither way), plus an English plural without its -s.
 */
export function wordForms(word: string): string[] {
  const forms = new Set([word]);
  const root = stem(word);
  forms.add(root);
  const alternates: Array<[string, string]> = [
    ['k', 'c'],
    ['c', 'k'],
    ['h', 'z'],
    ['g', 'z'],
    ['z', 'h'],
  ];
  if (root !== word) {
    for (const [from, to] of alternates) {
      if (root.endsWith(from) && root.length > MIN_STEM) forms.add(`${root.slice(0, -from.length)}${to}`);
    }
  }
  if (word.length >= 5 && word.endsWith('s') && !word.endsWith('ss')) forms.add(word.slice(0, -1));
  // A form that begins with another matches nothing more than that one.
  return [...forms].filter((form) => ![...forms].some((other) => other !== form && form.startsWith(other)));
}

/** One word of a query: as typed (normalised) and the beginnings it matches. */
export interface QueryWord {
  text: string;
  forms: string[];
}

/** The words of a query that mean something; stop words only count when the query has nothing else. */
export function queryWords(query: string): QueryWord[] {
  const words = normalizeText(query).split(' ').filter(Boolean);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).map((text) => ({ text, forms: wordForms(text) }));
}

/** Whether two words are at most one edit apart (a letter changed, added or left out). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i++;
  if (shorter.length === longer.length) return shorter.slice(i + 1) === longer.slice(i + 1);
  return shorter.slice(i) === longer.slice(i + 1);
}

/** The least word length at which one typo is forgiven: in shorter words one letter changes the word. */
export const TYPO_MIN_LENGTH = 5;
