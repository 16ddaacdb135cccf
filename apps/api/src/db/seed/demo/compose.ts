import type { Accessibility, Gastro, Overnight, Suitability } from '../../../generated/graphql.js';
import type { DemoTrip } from './types.js';

const SUITABILITY: Record<Suitability, string> = {
  CHILDREN: 'pro děti',
  DOGS: 'se psem',
  STROLLER: 's kočárkem',
};
const ACCESS: Record<Accessibility, string> = {
  PUBLIC_TRANSPORT: 'Na start se dostanete městskou hromadnou dopravou.',
  TRAIN_BUS: 'Na start dojedete vlakem nebo autobusem.',
};
const GASTRO: Record<Gastro, string> = {
  BISTRO: 'bistro',
  CONFECTIONERY: 'cukrárnu',
  FINE_COFFEE: 'kavárnu s výběrovou kávou',
  FOREST_BAR: 'lesní občerstvení',
  RESTAURANT: 'restauraci',
};
const OVERNIGHT: Record<Overnight, string> = {
  CAMPING: 'kemp',
  GLAMPING: 'glamping',
  HOSTEL: 'turistickou ubytovnu',
  HOTEL: 'hotel',
  PENSION: 'penzion',
  SHELTERS: 'horskou chatu',
  UNDER_THE_SKY: 'vyhrazené místo pro nocleh pod širákem',
};

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} a ${items.at(-1)}`;
}

/** The trip's Markdown: the editors' route and tip, with what the attributes say in between. */
export function composeContent(trip: DemoTrip): string {
  const who = trip.suitability?.length
    ? `Trasa je vhodná ${list(trip.suitability.map((value) => SUITABILITY[value]))}.`
    : 'Trasa je určená zdatnějším chodcům.';
  const access = trip.access?.map((value) => ACCESS[value])[0] ?? 'Nejlépe se sem dostanete autem.';
  const food = trip.gastro?.length
    ? `Cestou najdete ${list(trip.gastro.map((value) => GASTRO[value]))}.`
    : 'Jídlo a pití si vezměte s sebou.';
  const sleep = trip.overnight?.length
    ? ` Přespat můžete v okolí: ${list(trip.overnight.map((value) => OVERNIGHT[value]))}.`
    : '';
  return [
    '## Trasa',
    trip.path,
    `Délka ${String(trip.km).replace('.', ',')} km, ${trip.route === 'CIRCUIT' ? 'okruh' : 'z bodu A do bodu B'}.`,
    '## Pro koho',
    `${who} ${access}`,
    '## Občerstvení a nocleh',
    `${food}${sleep}`,
    '## Tip',
    trip.tip,
  ].join('\n\n');
}

/** A link to the start in Mapy.com. */
export function routeLink(trip: DemoTrip): string {
  return `https://mapy.com/cs/turisticka?x=${trip.lng}&y=${trip.lat}&z=14`;
}
