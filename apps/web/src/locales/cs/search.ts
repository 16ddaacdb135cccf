/**
 * Texts of search (the field with its suggestions and the results screen), added to i18next when its code first
 * loads (features/search/search-texts.ts), so the app's first load does not carry them.
 */
export const searchTexts = {
  title: 'Hledat',
  description: 'Výlety, obce, oblasti i články. Diakritiku ani pády psát nemusíte.',
  field: {
    submit: 'Hledat',
    clear: 'Smazat hledání',
    searching: 'Hledáme…',
    count_one: '{{count}} návrh',
    count_few: '{{count}} návrhy',
    count_many: '{{count}} návrhu',
    count_other: '{{count}} návrhů',
    none: 'Žádný návrh. Enterem prohledáte i texty výletů a článků.',
  },
  groups: {
    trips: 'Výlety',
    places: 'Obce',
    areas: 'Oblasti',
    articles: 'Články',
  },
  place: {
    context: 'okres {{district}}, {{region}}',
    distance: '{{distance}} km od vás',
  },
  recent: {
    title: 'Nedávno hledané',
    remove: 'Odebrat „{{query}}“ z nedávných hledání',
    clear: 'Smazat nedávná hledání',
    manage: 'Upravit nedávná hledání',
  },
  results: {
    trips_one: '{{count}} výlet',
    trips_few: '{{count}} výlety',
    trips_many: '{{count}} výletu',
    trips_other: '{{count}} výletů',
    tripsCapped: '{{number}}+ výletů',
    limit: 'Ukazujeme prvních {{number}} výletů. Další slovo hledání zpřesní.',
    loadMore: 'Další výlety',
    didYouMean: 'Nemysleli jste',
    emptyTitle: 'Pro „{{query}}“ jsme nic nenašli',
    emptyText: 'Zkuste jiné slovo, nebo si výlety vyberte podle toho, co vás baví.',
    toFilter: 'Vybrat výlety filtrem',
    failed: 'Hledání se nepodařilo. Zkuste to znovu.',
    retry: 'Zkusit znovu',
  },
  offline: {
    note: 'Jste offline: hledáme jen ve výletech uložených v tomto zařízení.',
    emptyTitle: 'Mezi uloženými výlety nic takového není',
    emptyText: 'Po připojení budeme hledat ve všech výletech.',
  },
} as const;
