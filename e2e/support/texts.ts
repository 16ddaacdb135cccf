import { allResources as cs } from '../../apps/web/src/locales/cs/all';
import { consoleTexts as consoleCs } from '../../apps/web/src/locales/cs/console';
import { offlineTexts as offlineCs } from '../../apps/web/src/locales/cs/offline';
import { searchTexts as searchCs } from '../../apps/web/src/locales/cs/search';
import { site as siteCs } from '../../apps/web/src/locales/cs/site';
import { trailTexts as trailCs } from '../../apps/web/src/locales/cs/trail';
import { allResources as en } from '../../apps/web/src/locales/en/all';
import { consoleTexts as consoleEn } from '../../apps/web/src/locales/en/console';
import { offlineTexts as offlineEn } from '../../apps/web/src/locales/en/offline';
import { searchTexts as searchEn } from '../../apps/web/src/locales/en/search';
import { site as siteEn } from '../../apps/web/src/locales/en/site';
import { trailTexts as trailEn } from '../../apps/web/src/locales/en/trail';

/**
 * Each UI language with its catalogue: the specs read the texts the app shows, so they test both languages alike.
 * `t.site` holds the public site's texts (server-rendered pages), `t.console` the editor console's, `t.trail` the trail
 * features' (near me, getting there, weather), `t.offline` the saved trips', `t.search` search's.
 */
export const LANGUAGES = [
  {
    code: 'cs_CZ',
    tag: '@cs',
    t: { ...cs, site: siteCs, console: consoleCs, trail: trailCs, offline: offlineCs, search: searchCs },
  },
  {
    code: 'en_US',
    tag: '@en',
    t: { ...en, site: siteEn, console: consoleEn, trail: trailEn, offline: offlineEn, search: searchEn },
  },
] as const;

export type Language = (typeof LANGUAGES)[number];

/**
 * The one language of the journeys that run once, in Czech on the desktop: the editor console's editing journeys (the
 * editors work at a desk, in Czech; console.spec.ts walks the console in English on the phone) and the journeys about
 * mechanics rather than words or layout (token lifetimes, article URLs). See playwright.config.ts.
 */
export const DESKTOP_ONLY = [LANGUAGES[0]] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A catalogue text as a pattern: each `{{name}}` matches anything, e.g. 'Zobrazit {{count}} výletů'. */
export function textPattern(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text).replace(/\\\{\\\{\w+\\\}\\\}/g, '(.+?)')}$`);
}

/** Every plural form of a key (`results_one`, `results_few`, …) as one pattern capturing the count. */
export function pluralPattern(catalogue: Record<string, unknown>, key: string): RegExp {
  const forms = ['one', 'few', 'many', 'other']
    .map((form) => catalogue[`${key}_${form}`])
    .filter((text): text is string => typeof text === 'string')
    .map((text) => escapeRegExp(text).replace('\\{\\{count\\}\\}', '(\\d+)'));
  return new RegExp(`^(?:${forms.join('|')})$`);
}

/** The count a text matched by pluralPattern carries. */
export function countIn(text: string, pattern: RegExp): number {
  const match = pattern.exec(text.trim());
  const value = match?.slice(1).find((group) => group !== undefined);
  if (value === undefined) throw new Error(`"${text}" does not match ${pattern}`);
  return Number(value);
}

/** Demo trips the journeys name (apps/api/src/db/seed/demo), titled as each language's reader sees them. */
export const DEMO_TRIPS = {
  snezka: { cs_CZ: 'Na Sněžku z Pece pod Sněžkou', en_US: 'Up Sněžka from Pec pod Sněžkou' },
  karlstejn: { cs_CZ: 'Z Karlštejna k lomu Velká Amerika', en_US: 'From Karlštejn to the Velká Amerika quarry' },
  krumlov: { cs_CZ: 'Český Krumlov a Křížová hora', en_US: 'Český Krumlov and Křížová hora' },
} as const;
