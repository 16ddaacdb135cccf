export const common = {
  appName: 'Toulky',
  meta: {
    description:
      'Toulky – výlety do přírody pro turisty i rodiny s dětmi. Objevujte trasy, sledujte je na mapě a zapisujte si ušlé kilometry.',
  },
  close: 'Zavřít',
  loading: 'Načítání…',
  offline: 'Jste offline. Zobrazujeme naposledy uložená data.',
  language: { label: 'Jazyk' },
  contentInCzech: 'Česky',
  nav: {
    main: 'Hlavní navigace',
    website: 'Navigace webu',
    footer: 'Odkazy v patičce',
    home: 'Úvod',
    blog: 'Blog',
    openApp: 'Otevřít aplikaci',
    myTrips: 'Moje výlety',
    privacy: 'Zásady ochrany osobních údajů',
    terms: 'Podmínky užití',
    wall: 'Zeď',
    map: 'Mapa',
    trips: 'Výlety',
    search: 'Hledat',
    profile: 'Profil',
  },
  searchField: { label: 'Co hledáte?', placeholder: 'Sněžka, Karlštejn, rozhledna…' },
  notFound: {
    title: 'Stránka nenalezena',
    text: 'Tahle cesta nikam nevede. Možná se adresa změnila, nebo v ní je překlep.',
    backHome: 'Zpět na úvod',
  },
  routeError: {
    title: 'Něco se pokazilo',
    text: 'Stránku se nepodařilo zobrazit. Zkuste ji načíst znovu.',
    reload: 'Načíst znovu',
  },
  /** A failure's title while the server cannot reach its database for a moment (a failover). */
  unavailable: {
    title: 'Na chvíli nedostupné – zkuste to prosím za okamžik znovu',
  },
  needsConnection: {
    title: 'Tady je potřeba připojení',
    text: 'Jste offline. Jakmile se připojíte, načte se to samo. Výlety uložené offline se otevřou i bez signálu.',
    saved: 'Výlety uložené offline',
  },
  session: { expired: 'Vaše relace vypršela. Přihlaste se prosím znovu.' },
};
