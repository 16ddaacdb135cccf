/**
 * What the benchmark types into search on a generated catalogue (bench/catalogue.ts): questions drawn from the same
 * words the trips were written with, so they find what people's questions find in a real catalogue — a landmark kind
 * in thousands of trips, a town in hundreds, an invented landmark name in a handful, a typo, a word typed in part, two
 * words, nothing.
 */

import { readCities } from '../src/db/reference-data.js';
import { LANDMARKS, landmarkName, SENTENCES } from './catalogue.js';

const cities = readCities().map((city) => city.name);
/** The generator's municipalities are drawn skewed towards the register's first (by id); people ask for them more too. */
const citiesById = readCities()
  .sort((a, b) => a.id - b.id)
  .map((city) => city.name);

const random = (n: number) => Math.floor(Math.random() * n);
const anyOf = <T>(list: readonly T[]) => list[random(list.length)];
const skewedCity = () => citiesById[Math.floor(citiesById.length * Math.random() ** 2)];

/** A landmark kind as people type it: as named, or in another case ("rozhledny", "k jezeru"). */
const LANDMARK_FORMS = [
  ...LANDMARKS.map(([cs]) => cs),
  ...'rozhledny rozhlednu hradu hrady zámku zámky rybníka rybníky vodopádu zříceniny jezera jezeru skalám vrchu potoka'.split(
    ' ',
  ),
  ...'jeskyni mlýna kapli lomu vyhlídky soutěsky pramene přehrady kláštera hřebene studánky viaduktu boudy aleje'.split(
    ' ',
  ),
];

/** Words of the generated texts long enough to mean something ("lavičky", "bledule", "cyklostezka"). */
const TEXT_WORDS = [
  ...new Set(SENTENCES.flatMap(([cs]) => cs.split(/[^\p{L}]+/u)).filter((word) => word.length >= 5)),
].map((word) => word.toLowerCase());

/** One typo: a letter changed, left out or doubled. */
function typo(word: string): string {
  const at = 1 + random(word.length - 2);
  const change = random(3);
  if (change === 0) return `${word.slice(0, at)}${anyOf(['a', 'e', 'o', 'r', 'k'])}${word.slice(at + 1)}`;
  if (change === 1) return `${word.slice(0, at)}${word.slice(at + 1)}`;
  return `${word.slice(0, at)}${word[at]}${word.slice(at)}`;
}

/** A real question, asked again and again by many people (the kept answers serve it after the first time). */
export const REPEATED_QUERIES = [
  'rozhledna',
  'rozhledny',
  'rozhl',
  'hrad',
  'hradu',
  'zámek',
  'zámky',
  'vodopád',
  'jezero',
  'k jezeru',
  'jeskyně',
  'zřícenina hradu',
  'skály',
  'rybník',
  'mlýn',
  'údolí',
  'les',
  'bledule',
  'cyklostezka',
  'lavičky',
  'Praha',
  'Brno',
  'Beroun',
  'Olomouc',
  'Český Krumlov',
  'Karlštejn',
  'Sněžka',
  'na Sněžku',
  'krumlof',
  'lednce',
  'rozhledna Praha',
  'hrad Beroun',
  'vyhlídka les',
  'Krkonoše',
  'Šumava',
  'Český ráj',
  'kravit',
  'bora',
  'kočárek',
  'pes',
  'sne',
  'kar',
  'pra',
  'kle',
  'xyzzy',
];

/** The kinds of question asked for the first time, with how often each comes. */
const NEW_QUESTIONS: Array<[weight: number, make: (trips: number) => string]> = [
  // A landmark kind near a town: "rozhledna Beroun" (thousands of trips each, their intersection tens to hundreds).
  [25, () => `${anyOf(LANDMARK_FORMS)} ${skewedCity()}`],
  // A town: a few in hundreds of trips, most in a handful.
  [15, () => skewedCity()],
  // A landmark's invented name: a handful of trips at most.
  [15, (trips) => landmarkName(1 + random(trips))],
  // Typed in part: the first 3–6 letters of a town or a landmark's name.
  [10, (trips) => (random(2) ? anyOf(cities) : landmarkName(1 + random(trips))).slice(0, 3 + random(4))],
  // With a typo.
  [10, (trips) => typo(random(2) ? anyOf(cities) : landmarkName(1 + random(trips)))],
  // Two words of the texts, each in 5–60 % of the trips.
  [15, () => `${anyOf(TEXT_WORDS)} ${anyOf(TEXT_WORDS)}`],
  // A landmark kind and a word of the texts.
  [5, () => `${anyOf(LANDMARK_FORMS)} ${anyOf(TEXT_WORDS)}`],
  // Nothing like it in the catalogue.
  [5, () => `${anyOf(['qw', 'zx', 'fj', 'vb'])}${Math.random().toString(36).slice(2, 7)}`],
];
const TOTAL_WEIGHT = NEW_QUESTIONS.reduce((sum, [weight]) => sum + weight, 0);

/**
 * Questions never asked before in this process: each made once (a question already made is made again), so no answer
 * to it is kept on the server (run the benchmark against a freshly started server for that to hold across runs).
 */
export function newQuestions(trips: number): () => string {
  const asked = new Set<string>();
  return () => {
    for (;;) {
      let pick = random(TOTAL_WEIGHT);
      let kind = 0;
      while (pick >= NEW_QUESTIONS[kind][0]) pick -= NEW_QUESTIONS[kind++][0];
      const question = NEW_QUESTIONS[kind][1](trips);
      const key = question.toLowerCase();
      if (asked.has(key)) continue;
      asked.add(key);
      return question;
    }
  };
}
