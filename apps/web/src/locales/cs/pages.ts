export const pages = {
  landing: {
    title: 'Výlety, na které se budete těšit',
    lead: 'Toulky vám pomohou najít procházku nebo celodenní túru po Česku: s kočárkem, s dětmi, se psem i na kole.',
    start: 'Začít objevovat',
    signIn: 'Už mám účet',
    featuresTitle: 'Co v Toulkách najdete',
    features: {
      find: {
        title: 'Výlet na míru',
        text: 'Filtrujte podle délky, terénu, obtížnosti i toho, jestli trasa zvládne kočárek.',
      },
      map: { title: 'Mapa v kapse', text: 'Všechny výlety na mapě, i s tím, kde právě jste.' },
      log: {
        title: 'Vaše kilometry',
        text: 'Uložte si výlety na později, označte ušlé a sledujte, kolik jste toho nachodili.',
      },
    },
  },
  blog: {
    title: 'Blog',
    description: 'Tipy na výlety, rady na cesty a novinky z Toulek.',
    emptyTitle: 'Zatím tu nejsou žádné články',
    emptyText: 'První články připravujeme. Mezitím se podívejte na výlety v aplikaci.',
  },
  privacy: {
    title: 'Zásady ochrany osobních údajů',
    sections: {
      who: {
        title: 'Kdo vaše údaje zpracovává',
        text: 'Správcem osobních údajů je provozovatel služby Toulky. Údaje zpracováváme jen v rozsahu, který služba potřebuje.',
      },
      what: {
        title: 'Jaké údaje zpracováváme',
        text: 'E-mail, jméno a příjmení, heslo (jen jako bezpečný otisk, nikdy v čitelné podobě), volitelně obec, pohlaví a věkovou skupinu, a vaše záložky, hodnocení a ušlé výlety.',
      },
      why: {
        title: 'Proč',
        text: 'Abychom vám mohli poskytovat účet, doporučovat výlety a posílat e-maily, o které jste požádali (potvrzení registrace, obnova hesla, newsletter).',
      },
      rights: {
        title: 'Vaše práva',
        text: 'Údaje můžete kdykoli upravit v nastavení profilu. Smazáním účtu odstraníme vaše osobní údaje; anonymní hodnocení mohou zůstat.',
      },
    },
  },
  terms: {
    title: 'Podmínky užití',
    sections: {
      service: {
        title: 'Služba',
        text: 'Toulky jsou bezplatná aplikace s tipy na výlety. Popisy tras připravujeme pečlivě, ale terén i počasí se mění: na cestu vyrážíte na vlastní odpovědnost.',
      },
      account: {
        title: 'Účet',
        text: 'Účet je osobní. Heslo si chraňte; pokud máte podezření na zneužití, změňte ho nebo nám napište.',
      },
      content: {
        title: 'Hodnocení a obsah',
        text: 'Hodnocení pište slušně a pravdivě. Příspěvky, které porušují zákon nebo práva jiných, odstraníme.',
      },
    },
  },
  dashboard: {
    title: 'Zeď',
    description: 'Články a tipy na výlety.',
    emptyTitle: 'Zatím tu nic není',
    emptyText: 'Novinky a tipy na výlety se tu objeví, jakmile je zveřejníme.',
  },
  article: { title: 'Článek', back: 'Zpět' },
  map: { title: 'Mapa', description: 'Výlety na mapě.' },
  trips: {
    title: 'Výlety',
    description: 'Najděte si výlet podle sebe.',
    emptyTitle: 'Zatím tu nejsou žádné výlety',
    emptyText: 'Jakmile zveřejníme první výlety, najdete je tady i s filtry a řazením.',
  },
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
