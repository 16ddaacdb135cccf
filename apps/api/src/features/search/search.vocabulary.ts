import type { Language } from '../../platform/language.js';

/** The trip attributes a query word may name: the column and its values (spec §3 enumerations). */
export type AttributeColumn =
  | 'suitability'
  | 'accessibility'
  | 'gastro'
  | 'additionalActivities'
  | 'overnightStay'
  | 'terrain';

type Words = Record<Language, string[]>;

/**
 * What people type for each attribute value, in each language: the app's own name for it and the words a hiker uses
 * ("hrad" and "zámek" for castles), singular and plural where Czech changes the stem ("zámek", "zámky"). A query word
 * that begins one of these words finds the trips with that value, as if it stood in their text ("rozhledna" finds
 * every trip with a lookout tower).
 */
export const ATTRIBUTE_WORDS: Record<AttributeColumn, Record<string, Words>> = {
  suitability: {
    CHILDREN: {
      cs_CZ: ['děti', 'dětmi', 'dítě', 'rodina', 'rodiny'],
      en_US: ['children', 'kids', 'family', 'families'],
    },
    DOGS: { cs_CZ: ['pes', 'psem', 'psi', 'pejsek'], en_US: ['dog', 'dogs'] },
    STROLLER: { cs_CZ: ['kočárek', 'kočárkem', 'kočárky'], en_US: ['stroller', 'pushchair', 'pram', 'buggy'] },
  },
  accessibility: {
    PUBLIC_TRANSPORT: { cs_CZ: ['mhd', 'hromadná doprava'], en_US: ['public transport', 'transit'] },
    TRAIN_BUS: { cs_CZ: ['vlak', 'vlakem', 'autobus', 'autobusem'], en_US: ['train', 'bus'] },
  },
  gastro: {
    BISTRO: { cs_CZ: ['bistro'], en_US: ['bistro'] },
    CONFECTIONERY: { cs_CZ: ['cukrárna', 'cukrárny', 'zákusek'], en_US: ['confectionery', 'cake', 'pastry'] },
    FINE_COFFEE: { cs_CZ: ['kavárna', 'kavárny', 'káva', 'kafe'], en_US: ['coffee', 'cafe'] },
    FOREST_BAR: { cs_CZ: ['lesní bar', 'občerstvení'], en_US: ['forest bar', 'snack bar', 'refreshments'] },
    RESTAURANT: { cs_CZ: ['restaurace', 'hospoda', 'hospody'], en_US: ['restaurant', 'pub', 'inn'] },
  },
  additionalActivities: {
    CASTLES: {
      cs_CZ: ['hrad', 'hrady', 'zámek', 'zámky', 'zřícenina', 'zříceniny'],
      en_US: ['castle', 'chateau', 'ruin', 'palace'],
    },
    EDUCATIONAL_TRAILS: { cs_CZ: ['naučná stezka', 'naučné stezky'], en_US: ['educational trail', 'nature trail'] },
    LOOKOUT_TOWERS: {
      cs_CZ: ['rozhledna', 'rozhledny', 'vyhlídka', 'vyhlídky'],
      en_US: ['lookout', 'tower', 'viewpoint'],
    },
    PICNIC: { cs_CZ: ['piknik'], en_US: ['picnic'] },
    PLAYGROUNDS: { cs_CZ: ['hřiště', 'prolézačky'], en_US: ['playground'] },
    SWIMMING: { cs_CZ: ['koupání', 'koupaliště', 'plavání'], en_US: ['swimming', 'bathing', 'swim'] },
    WELLNESS_SAUNA: { cs_CZ: ['wellness', 'sauna', 'lázně'], en_US: ['wellness', 'sauna', 'spa'] },
  },
  overnightStay: {
    CAMPING: { cs_CZ: ['kemp', 'kempy', 'kempování', 'stan'], en_US: ['camping', 'campsite', 'tent'] },
    GLAMPING: { cs_CZ: ['glamping'], en_US: ['glamping'] },
    HOSTEL: { cs_CZ: ['hostel', 'ubytovna'], en_US: ['hostel'] },
    HOTEL: { cs_CZ: ['hotel', 'hotely'], en_US: ['hotel'] },
    PENSION: { cs_CZ: ['penzion', 'penziony'], en_US: ['guesthouse', 'pension', 'b&b'] },
    SHELTERS: { cs_CZ: ['přístřešek', 'přístřešky', 'nouzový nocleh'], en_US: ['shelter', 'hut'] },
    UNDER_THE_SKY: { cs_CZ: ['pod širákem', 'bivak'], en_US: ['under the sky', 'bivouac', 'wild camping'] },
  },
  terrain: {
    ASPHALT: { cs_CZ: ['asfalt', 'asfaltová'], en_US: ['asphalt', 'paved', 'tarmac'] },
    FIELD_PATH: { cs_CZ: ['polní cesta', 'polní cesty'], en_US: ['field path', 'dirt path'] },
    MIXED: { cs_CZ: ['smíšený terén'], en_US: ['mixed terrain'] },
    STONE: { cs_CZ: ['kamenitá', 'kamení', 'skalnatá'], en_US: ['stony', 'rocky', 'stone'] },
  },
};
