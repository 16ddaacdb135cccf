import type { DemoArea, DemoLabel } from './types.js';

export const AREAS: DemoArea[] = [
  { slug: 'krkonose', name: 'Krkonoše', region: 'HRADEC_KRALOVE' },
  { slug: 'sumava', name: 'Šumava', region: 'SOUTH_BOHEMIAN' },
  { slug: 'cesky-raj', name: 'Český ráj', region: 'LIBEREC' },
  { slug: 'jizerske-hory', name: 'Jizerské hory', region: 'LIBEREC' },
  { slug: 'ceske-svycarsko', name: 'České Švýcarsko', region: 'USTI' },
  { slug: 'ceske-stredohori', name: 'České středohoří', region: 'USTI' },
  { slug: 'beskydy', name: 'Beskydy', region: 'MORAVIAN_SILESIAN' },
  { slug: 'jeseniky', name: 'Jeseníky', region: 'OLOMOUC' },
  { slug: 'palava', name: 'Pálava', region: 'SOUTH_MORAVIAN' },
  { slug: 'moravsky-kras', name: 'Moravský kras', region: 'SOUTH_MORAVIAN' },
  { slug: 'lednicko-valticky-areal', name: 'Lednicko-valtický areál', region: 'SOUTH_MORAVIAN' },
  { slug: 'brdy', name: 'Brdy', region: 'CENTRAL_BOHEMIAN' },
  { slug: 'kokorinsko', name: 'Kokořínsko', region: 'CENTRAL_BOHEMIAN' },
  { slug: 'cesky-kras', name: 'Český kras', region: 'CENTRAL_BOHEMIAN' },
  { slug: 'krivoklatsko', name: 'Křivoklátsko', region: 'CENTRAL_BOHEMIAN' },
  { slug: 'trebonsko', name: 'Třeboňsko', region: 'SOUTH_BOHEMIAN' },
  { slug: 'novohradske-hory', name: 'Novohradské hory', region: 'SOUTH_BOHEMIAN' },
  { slug: 'slavkovsky-les', name: 'Slavkovský les', region: 'KARLOVY_VARY' },
  { slug: 'krusne-hory', name: 'Krušné hory', region: 'KARLOVY_VARY' },
  { slug: 'zdarske-vrchy', name: 'Žďárské vrchy', region: 'VYSOCINA' },
  { slug: 'podyji', name: 'Podyjí', region: 'SOUTH_MORAVIAN' },
  { slug: 'bile-karpaty', name: 'Bílé Karpaty', region: 'ZLIN' },
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
