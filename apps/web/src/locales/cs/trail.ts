/**
 * A trip's track: its elevation profile and the GPX download (features/trips/trip-track.tsx). The public trip page
 * shows them too, with these texts in its data (locales/cs/site.ts).
 */
export const trackTexts = {
  title: 'Trasa a výškový profil',
  length: 'Délka',
  gain: 'Stoupání',
  loss: 'Klesání',
  lowest: 'Nejnižší bod',
  highest: 'Nejvyšší bod',
  km: '{{value}}\u00a0km',
  metres: '{{value}}\u00a0m',
  altitude: '{{value}}\u00a0m\u00a0n.\u00a0m.',
  chart: 'Výškový profil: nadmořská výška podle vzdálenosti od startu',
  distanceAxis: 'Vzdálenost od startu (km)',
  elevationAxis: 'Nadmořská výška (m)',
  point: '{{distance}}\u00a0km od startu: {{elevation}}\u00a0m\u00a0n.\u00a0m.',
  pointHint: 'Šipkami projdete trasu bod po bodu.',
  noElevation: 'Soubor trasy neobsahuje nadmořské výšky.',
  download: 'Stáhnout trasu (GPX)',
  downloadHint: 'Soubor GPX otevřete v mapové aplikaci nebo ho nahrajte do navigace.',
};

/**
 * Texts of the trail features (near me, getting there, the weather, the track), added to i18next when their code first loads
 * (app/i18n/trail-texts.ts), so the app's first load does not carry them.
 */
export const trailTexts = {
  near: {
    locating: 'Zjišťujeme, kde jste…',
    fromDevice: 'Vzdálenosti měříme od místa, kde právě jste.',
    fromCity: 'Polohu nemáme, vzdálenosti měříme od obce {{city}} z vašeho profilu.',
    unavailableTitle: 'Nevíme, kde jste',
    unavailableText: 'Povolte prohlížeči zjistit polohu, nebo si v nastavení vyberte obec, kde bydlíte.',
    settings: 'Otevřít nastavení',
  },
  map: {
    yourCity: 'Vaše obec {{city}}',
    fromCity: 'Vaši polohu nemáme, a tak mapa ukazuje výlety u obce {{city}} z vašeho profilu.',
  },
  gettingThere: {
    title: 'Jak se tam dostat',
    nearest: 'Start je nejblíže obci {{name}} (okres {{district}}, {{region}}).',
    transport: 'Dostupnost:',
    idosFrom: 'Spojení z obce {{city}} na IDOS',
    idosAnywhere: 'Hledat spojení na IDOS',
    findRoute: 'Trasa odsud na Mapy.com',
    routeFromHere: 'Otevřít trasu odsud na Mapy.com',
    routeFromCity: 'Otevřít trasu z obce {{city}} na Mapy.com',
    external: 'Odkazy vedou na služby jiných provozovatelů:',
  },
  weather: {
    title: 'Počasí na startu',
    days: 'Předpověď na 7 dní',
    unavailable: 'Předpověď teď není k dispozici.',
    today: 'Dnes',
    temperature: 'Teplota',
    highest: 'nejvýše',
    lowest: 'nejníže',
    precipitation: 'Srážky',
    probability: 'pravděpodobnost',
    wind: 'Vítr',
    celsius: '{{value}}\u00a0°C',
    millimetres: '{{value}}\u00a0mm',
    percent: '{{value}}\u00a0%',
    kmh: '{{value}}\u00a0km/h',
    source: 'Předpověď: Open-Meteo.com',
    codes: {
      clear: 'Jasno',
      mainlyClear: 'Skoro jasno',
      partlyCloudy: 'Polojasno',
      overcast: 'Zataženo',
      fog: 'Mlha',
      drizzle: 'Mrholení',
      rain: 'Déšť',
      freezingRain: 'Mrznoucí déšť',
      snow: 'Sněžení',
      showers: 'Přeháňky',
      thunderstorm: 'Bouřky',
      unknown: 'Počasí bez popisu',
    },
  },
  track: trackTexts,
};
