/**
 * Headings and titles of the screens beyond Trips (the wall, an article, the map, a trip, the profile and its lists),
 * added to `pages` with their code (app/i18n/pages-texts.ts), so the first load does not carry them.
 */
export const otherPages = {
  dashboard: {
    title: 'Zeď',
    description: 'Články a tipy na výlety.',
    emptyTitle: 'Zatím tu nic není',
    emptyText: 'Novinky a tipy na výlety se tu objeví, jakmile je zveřejníme.',
  },
  article: { title: 'Článek', back: 'Zpět' },
  map: { title: 'Mapa', description: 'Výlety na mapě.' },
  trip: { title: 'Výlet', back: 'Zpět', ratingsTitle: 'Hodnocení výletu' },
  profile: {
    title: 'Profil',
    signOut: 'Odhlásit se',
    loadError: 'Údaje profilu se nepodařilo načíst.',
    links: {
      favoriteTrips: 'Oblíbené výlety',
      finishedTrips: 'Ušlé výlety',
      bookmarkedArticles: 'Uložené články',
      savedOffline: 'Uloženo offline',
      settings: 'Nastavení',
    },
  },
  favoriteTrips: {
    title: 'Oblíbené výlety',
    emptyTitle: 'Zatím žádné oblíbené výlety',
    emptyText: 'Výlety, které si označíte, najdete tady.',
  },
  finishedTrips: {
    title: 'Ušlé výlety',
    emptyTitle: 'Zatím žádné ušlé výlety',
    emptyText: 'Výlety, které označíte jako ušlé, se tu sečtou i s kilometry.',
  },
  bookmarkedArticles: {
    title: 'Uložené články',
    emptyTitle: 'Zatím žádné uložené články',
    emptyText: 'Články, které si uložíte, najdete tady.',
  },
  backToProfile: 'Zpět na profil',
  browseTrips: 'Prohlédnout výlety',
};
