export const common = {
  appName: 'Toulky',
  meta: {
    description:
      'Toulky – výlety do přírody pro turisty i rodiny s dětmi. Objevujte trasy, sledujte je na mapě a zapisujte si ušlé kilometry.',
  },
  loading: 'Načítání…',
  pagination: {
    first: 'První stránka',
    previous: 'Předchozí stránka',
    next: 'Další stránka',
    last: 'Poslední stránka',
    page: 'Stránka {{page}}',
  },
  language: { label: 'Jazyk' },
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
    profile: 'Profil',
  },
  footer: { copyright: '© {{year}} Toulky. Výlety pro chodce i rodiny.' },
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
  session: { expired: 'Vaše relace vypršela. Přihlaste se prosím znovu.' },
  version: {
    title: 'Nová verze Toulek',
    text: 'Toulky mají novou verzi {{version}}. Načtěte ji, ať máte vše aktuální.',
    reload: 'Načíst',
  },
  toast: { close: 'Zavřít' },
};
