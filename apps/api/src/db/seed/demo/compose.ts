import type { Accessibility, Gastro, Overnight, Suitability } from '../../../generated/graphql.js';
import type { DemoTrip } from './types.js';

export type DemoLanguage = 'cs' | 'en';

/** What a trip's content says in one language: its headings and how each attribute reads. */
interface Phrasebook {
  headings: { route: string; who: string; food: string; tip: string };
  /** "a" in Czech, "and" in English: the word before a list's last item. */
  and: string;
  length: (km: string, circuit: boolean) => string;
  suitability: Record<Suitability, string>;
  suitable: (list: string) => string;
  forFit: string;
  access: Record<Accessibility, string>;
  byCar: string;
  gastro: Record<Gastro, string>;
  food: (list: string) => string;
  bringFood: string;
  overnight: Record<Overnight, string>;
  sleep: (list: string) => string;
}

const PHRASES: Record<DemoLanguage, Phrasebook> = {
  cs: {
    headings: { route: 'Trasa', who: 'Pro koho', food: 'Občerstvení a nocleh', tip: 'Tip' },
    and: 'a',
    length: (km, circuit) => `Délka ${km.replace('.', ',')} km, ${circuit ? 'okruh' : 'z bodu A do bodu B'}.`,
    suitability: {
      CHILDREN: 'pro děti',
      DOGS: 'se psem',
      STROLLER: 's kočárkem',
    },
    suitable: (list) => `Trasa je vhodná ${list}.`,
    forFit: 'Trasa je určená zdatnějším chodcům.',
    access: {
      PUBLIC_TRANSPORT: 'Na start se dostanete městskou hromadnou dopravou.',
      TRAIN_BUS: 'Na start dojedete vlakem nebo autobusem.',
    },
    byCar: 'Nejlépe se sem dostanete autem.',
    gastro: {
      BISTRO: 'bistro',
      CONFECTIONERY: 'cukrárnu',
      FINE_COFFEE: 'kavárnu s výběrovou kávou',
      FOREST_BAR: 'lesní občerstvení',
      RESTAURANT: 'restauraci',
    },
    food: (list) => `Cestou najdete ${list}.`,
    bringFood: 'Jídlo a pití si vezměte s sebou.',
    overnight: {
      CAMPING: 'kemp',
      GLAMPING: 'glamping',
      HOSTEL: 'turistickou ubytovnu',
      HOTEL: 'hotel',
      PENSION: 'penzion',
      SHELTERS: 'horskou chatu',
      UNDER_THE_SKY: 'vyhrazené místo pro nocleh pod širákem',
    },
    sleep: (list) => ` Přespat můžete v okolí: ${list}.`,
  },
  en: {
    headings: { route: 'Route', who: 'Who it suits', food: 'Food and a bed for the night', tip: 'Tip' },
    and: 'and',
    length: (km, circuit) => `Length: ${km} km, ${circuit ? 'a circuit' : 'from A to B'}.`,
    suitability: {
      CHILDREN: 'children',
      DOGS: 'dogs',
      STROLLER: 'pushchairs',
    },
    suitable: (list) => `The route is good for ${list}.`,
    forFit: 'The route is meant for fitter walkers.',
    access: {
      PUBLIC_TRANSPORT: 'You can get to the start by city public transport.',
      TRAIN_BUS: 'You can get to the start by train or bus.',
    },
    byCar: 'The start is best reached by car.',
    gastro: {
      BISTRO: 'a bistro',
      CONFECTIONERY: 'a pastry shop',
      FINE_COFFEE: 'a café with speciality coffee',
      FOREST_BAR: 'a forest snack bar',
      RESTAURANT: 'a restaurant',
    },
    food: (list) => `Along the way you will find ${list}.`,
    bringFood: 'Bring your own food and drink.',
    overnight: {
      CAMPING: 'a campsite',
      GLAMPING: 'glamping',
      HOSTEL: "a hikers' hostel",
      HOTEL: 'a hotel',
      PENSION: 'a guesthouse',
      SHELTERS: 'a mountain hut',
      UNDER_THE_SKY: 'a designated place to sleep under the stars',
    },
    sleep: (list) => ` You can stay nearby: ${list}.`,
  },
};

function list(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/**
 * The trip's Markdown in Czech (the default) or English: the editors' route and tip in that language, with what the
 * attributes say in between.
 */
export function composeContent(trip: DemoTrip, language: DemoLanguage = 'cs'): string {
  const phrases = PHRASES[language];
  const texts = language === 'cs' ? trip : trip.en;
  const all = (values: string[]) => list(values, phrases.and);
  const who = trip.suitability?.length
    ? phrases.suitable(all(trip.suitability.map((value) => phrases.suitability[value])))
    : phrases.forFit;
  const access = trip.access?.map((value) => phrases.access[value])[0] ?? phrases.byCar;
  const food = trip.gastro?.length
    ? phrases.food(all(trip.gastro.map((value) => phrases.gastro[value])))
    : phrases.bringFood;
  const sleep = trip.overnight?.length
    ? phrases.sleep(all(trip.overnight.map((value) => phrases.overnight[value])))
    : '';
  return [
    `## ${phrases.headings.route}`,
    texts.path,
    phrases.length(String(trip.km), trip.route === 'CIRCUIT'),
    `## ${phrases.headings.who}`,
    `${who} ${access}`,
    `## ${phrases.headings.food}`,
    `${food}${sleep}`,
    `## ${phrases.headings.tip}`,
    texts.tip,
  ].join('\n\n');
}

/** A link to the start in Mapy.com. */
export function routeLink(trip: DemoTrip): string {
  return `https://mapy.com/cs/turisticka?x=${trip.lng}&y=${trip.lat}&z=14`;
}
