import type { DemoArea, DemoLabel } from './types.js';

export const AREAS: DemoArea[] = [
  { slug: 'krkonose', name: 'Krkonoše', en: 'Krkonoše (Giant Mountains)', region: 'HRADEC_KRALOVE' },
  { slug: 'sumava', name: 'Šumava', en: 'Šumava (Bohemian Forest)', region: 'SOUTH_BOHEMIAN' },
  { slug: 'cesky-raj', name: 'Český ráj', en: 'Český ráj (Bohemian Paradise)', region: 'LIBEREC' },
  { slug: 'jizerske-hory', name: 'Jizerské hory', en: 'Jizerské hory (Jizera Mountains)', region: 'LIBEREC' },
  { slug: 'ceske-svycarsko', name: 'České Švýcarsko', en: 'České Švýcarsko (Bohemian Switzerland)', region: 'USTI' },
  {
    slug: 'ceske-stredohori',
    name: 'České středohoří',
    en: 'České středohoří (Central Bohemian Uplands)',
    region: 'USTI',
  },
  { slug: 'beskydy', name: 'Beskydy', en: 'Beskydy (Beskids)', region: 'MORAVIAN_SILESIAN' },
  { slug: 'jeseniky', name: 'Jeseníky', en: 'Jeseníky (Jeseník Mountains)', region: 'OLOMOUC' },
  { slug: 'palava', name: 'Pálava', en: 'Pálava (Pálava Hills)', region: 'SOUTH_MORAVIAN' },
  { slug: 'moravsky-kras', name: 'Moravský kras', en: 'Moravský kras (Moravian Karst)', region: 'SOUTH_MORAVIAN' },
  {
    slug: 'lednicko-valticky-areal',
    name: 'Lednicko-valtický areál',
    en: 'Lednicko-valtický areál (Lednice–Valtice Cultural Landscape)',
    region: 'SOUTH_MORAVIAN',
  },
  { slug: 'brdy', name: 'Brdy', en: 'Brdy', region: 'CENTRAL_BOHEMIAN' },
  { slug: 'kokorinsko', name: 'Kokořínsko', en: 'Kokořínsko', region: 'CENTRAL_BOHEMIAN' },
  { slug: 'cesky-kras', name: 'Český kras', en: 'Český kras (Bohemian Karst)', region: 'CENTRAL_BOHEMIAN' },
  { slug: 'krivoklatsko', name: 'Křivoklátsko', en: 'Křivoklátsko', region: 'CENTRAL_BOHEMIAN' },
  { slug: 'trebonsko', name: 'Třeboňsko', en: 'Třeboňsko (Třeboň Basin)', region: 'SOUTH_BOHEMIAN' },
  {
    slug: 'novohradske-hory',
    name: 'Novohradské hory',
    en: 'Novohradské hory (Novohrad Mountains)',
    region: 'SOUTH_BOHEMIAN',
  },
  { slug: 'slavkovsky-les', name: 'Slavkovský les', en: 'Slavkovský les (Slavkov Forest)', region: 'KARLOVY_VARY' },
  { slug: 'krusne-hory', name: 'Krušné hory', en: 'Krušné hory (Ore Mountains)', region: 'KARLOVY_VARY' },
  { slug: 'zdarske-vrchy', name: 'Žďárské vrchy', en: 'Žďárské vrchy (Žďár Hills)', region: 'VYSOCINA' },
  { slug: 'podyji', name: 'Podyjí', en: 'Podyjí (Thaya Valley)', region: 'SOUTH_MORAVIAN' },
  { slug: 'bile-karpaty', name: 'Bílé Karpaty', en: 'Bílé Karpaty (White Carpathians)', region: 'ZLIN' },
];

export const LABELS: DemoLabel[] = [
  { slug: 'tip-redakce', cs: 'Tip redakce', en: "Editors' pick", color: '#1d6b3a' },
  { slug: 'pro-rodiny', cs: 'Pro rodiny', en: 'For families', color: '#1c5d99' },
  { slug: 'rozhledny', cs: 'Rozhledny', en: 'Lookout towers', color: '#8a3b12' },
  { slug: 'hrady-a-zamky', cs: 'Hrady a zámky', en: 'Castles', color: '#6b3fa0' },
  { slug: 'hory', cs: 'Hory', en: 'Mountains', color: '#2f4858' },
  { slug: 'voda', cs: 'U vody', en: 'By the water', color: '#0b6477' },
  { slug: 'novinka', cs: 'Novinka', en: 'New', color: '#b3261e' },
  { slug: 'rady-na-cestu', cs: 'Rady na cestu', en: 'Advice', color: '#5b5f1e' },
];
