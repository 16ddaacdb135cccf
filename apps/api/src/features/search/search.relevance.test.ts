import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemoContent } from '../../db/seed/index.js';

/**
 * Relevance on the demo content (64 trips, 22 areas, the articles, the municipality register): real queries as people
 * type them — without diacritics, inflected, in part, with a typo, several words, places, areas, articles, nothing —
 * and what must come first, or among the first three. The closing lines print how many hit first and within three.
 */
type Expectation =
  | { query: string; first: string; language?: 'en'; didYouMean?: string }
  | { query: string; withinThree: string; language?: 'en' }
  | { query: string; place: string }
  | { query: string; area: string }
  | { query: string; article: string }
  | { query: string; firstHas: { attribute: 'additionalActivities'; value: string }; language: 'en' }
  | { query: string; nothing: true };

const TABLE: Expectation[] = [
  { query: 'Sněžka', first: 'Na Sněžku z Pece pod Sněžkou' },
  { query: 'snezka', first: 'Na Sněžku z Pece pod Sněžkou' },
  { query: 'na Sněžku', first: 'Na Sněžku z Pece pod Sněžkou' },
  { query: 'Sněžce', first: 'Na Sněžku z Pece pod Sněžkou' },
  { query: 'snezk', first: 'Na Sněžku z Pece pod Sněžkou' },
  { query: 'Sněžka Pec', first: 'Na Sněžku z Pece pod Sněžkou' },
  { query: 'Karlštejn', first: 'Z Karlštejna k lomu Velká Amerika' },
  { query: 'z Karlštejna', first: 'Z Karlštejna k lomu Velká Amerika' },
  { query: 'karlš', first: 'Z Karlštejna k lomu Velká Amerika' },
  { query: 'Velká Amerika', first: 'Z Karlštejna k lomu Velká Amerika' },
  { query: 'Prachovské skály', first: 'Prachovské skály: okruh vyhlídek' },
  { query: 'v Prachovských skalách', first: 'Prachovské skály: okruh vyhlídek' },
  { query: 'Prachovských skal', first: 'Prachovské skály: okruh vyhlídek' },
  { query: 'Praděd', first: 'Na Praděd z Ovčárny' },
  { query: 'Pradědu', first: 'Na Praděd z Ovčárny' },
  { query: 'krumlof', first: 'Český Krumlov a Křížová hora', didYouMean: 'Krumlov' },
  { query: 'Český Krumlov', first: 'Český Krumlov a Křížová hora' },
  { query: 'lednce', first: 'Lednice: k Minaretu a Janohrádku', didYouMean: 'Lednice' },
  { query: 'jested', first: 'Na Ještěd z Horního Hanychova' },
  { query: 'Ještědu', first: 'Na Ještěd z Horního Hanychova' },
  { query: 'Macocha', first: 'Macocha a Punkevní jeskyně' },
  { query: 'punkevni jeskyne', first: 'Macocha a Punkevní jeskyně' },
  { query: 'Pravčická brána', first: 'Pravčická brána a soutěsky Kamenice' },
  { query: 'prav', withinThree: 'Pravčická brána a soutěsky Kamenice' },
  { query: 'Lysá hora', first: 'Lysá hora z Ostravice' },
  { query: 'Pernštejn', first: 'Z Nedvědice na Pernštejn' },
  { query: 'hrad Bouzov', first: 'Hrad Bouzov a okolní lesy' },
  { query: 'Kokořín', first: 'Kokořínský důl a skalní Pokličky' },
  { query: 'Lipno', first: 'Lipno: Stezka korunami stromů' },
  { query: 'stezka korunami', first: 'Lipno: Stezka korunami stromů' },
  { query: 'Telč', first: 'Telč: náměstí a rybníky' },
  { query: 'Třebíč bazilika', first: 'Třebíč: bazilika a židovská čtvrť' },
  { query: 'Plešné jezero', first: 'K Plešnému jezeru a Stifterovu památníku' },
  { query: 'Svatý Kopeček', first: 'Z Olomouce na Svatý Kopeček' },
  { query: 'Černé jezero', first: 'Čertovo a Černé jezero ze Špičáku' },
  { query: 'koupání', first: 'Divoká Šárka a koupání na Džbánu' },
  { query: 'Adršpach', withinThree: 'Adršpašské skály a jezírko' },
  { query: 'rozhledna Kamenná', first: 'Luhačovice: lázeňské lesy a rozhledna Kamenná' },
  { query: 'Beroun', place: 'Beroun' },
  { query: 'Olomouc', place: 'Olomouc' },
  { query: 'z Olomouce', first: 'Z Olomouce na Svatý Kopeček' },
  { query: 'Praha', place: 'Praha' },
  { query: 'Krkonoše', area: 'Krkonoše' },
  { query: 'Český ráj', area: 'Český ráj' },
  { query: 'sumava', area: 'Šumava' },
  { query: 'Jizerských hor', area: 'Jizerské hory' },
  { query: 'skalní města', article: 'Skalní města Česka' },
  { query: 'turistické boty', article: 'Jak vybrat turistické boty' },
  { query: 'pod širákem', article: 'Nocleh pod širákem: co je dovoleno' },
  { query: 'castle', firstHas: { attribute: 'additionalActivities', value: 'CASTLES' }, language: 'en' },
  { query: 'lookout tower', firstHas: { attribute: 'additionalActivities', value: 'LOOKOUT_TOWERS' }, language: 'en' },
  { query: 'xyzzy', nothing: true },
  { query: 'qwertzuiop asdf', nothing: true },
];

const SEARCH = `query S($query: String!) { search(query: $query) {
  trips { total edges { title attributes { additionalActivities } } }
  places { name } areas { name } articles { title } didYouMean } }`;

interface Answer {
  search: {
    trips: { total: number; edges: Array<{ title: string; attributes: { additionalActivities: string[] } }> };
    places: Array<{ name: string }>;
    areas: Array<{ name: string }>;
    articles: Array<{ title: string }>;
    didYouMean: string | null;
  };
}

let t: TestApp;
const tally = { first: 0, withinThree: 0, all: 0 };

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoContent(t.app.database.db);
});

afterAll(async () => {
  console.log(`search relevance: ${tally.first} of ${tally.all} first, ${tally.withinThree} within the first three`);
  await t?.close();
});

/** Where the expected result stands in what the query found (0 first), or -1. */
function positionOf(expectation: Expectation, answer: Answer['search']): number {
  if ('first' in expectation || 'withinThree' in expectation) {
    const title = 'first' in expectation ? expectation.first : expectation.withinThree;
    return answer.trips.edges.findIndex((trip) => trip.title === title);
  }
  if ('place' in expectation) return answer.places.findIndex((place) => place.name === expectation.place);
  if ('area' in expectation) return answer.areas.findIndex((area) => area.name === expectation.area);
  if ('article' in expectation) return answer.articles.findIndex((article) => article.title === expectation.article);
  if ('firstHas' in expectation) {
    return answer.trips.edges.findIndex((trip) =>
      trip.attributes[expectation.firstHas.attribute].includes(expectation.firstHas.value),
    );
  }
  return -1;
}

describe('search relevance on the demo content', () => {
  for (const expectation of TABLE) {
    const language = 'language' in expectation && expectation.language === 'en' ? 'en' : 'cs';
    it(`"${expectation.query}" (${language})`, async () => {
      const { data, errors } = await t.gql<Answer>(
        SEARCH,
        { query: expectation.query },
        { headers: { 'accept-language': language } },
      );
      expect(errors).toBeUndefined();
      const answer = (data as Answer).search;
      if ('nothing' in expectation) {
        expect(answer).toMatchObject({ trips: { total: 0, edges: [] }, places: [], areas: [], articles: [] });
        return;
      }
      const position = positionOf(expectation, answer);
      tally.all += 1;
      if (position === 0) tally.first += 1;
      if (position >= 0 && position < 3) tally.withinThree += 1;
      if ('withinThree' in expectation) expect(position).toBeGreaterThanOrEqual(0);
      else expect(position).toBe(0);
      if ('withinThree' in expectation) expect(position).toBeLessThan(3);
      if ('didYouMean' in expectation) expect(answer.didYouMean).toBe(expectation.didYouMean);
    });
  }
});
