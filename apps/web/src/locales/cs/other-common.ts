/**
 * Texts of `common` that the first screens do not say (the cookie dialog, the offer to install, the new version's
 * toast, the ratings' pages, the regions and the fields of a place and of interests), added to `common` with the code
 * that says them (app/i18n/other-common-texts.ts), so the first load does not carry them.
 */
export const otherCommon = {
  pagination: {
    first: 'První stránka',
    previous: 'Předchozí stránka',
    next: 'Další stránka',
    last: 'Poslední stránka',
    page: 'Stránka {{page}}',
  },
  consent: {
    title: 'Cookies a soukromí',
    text: 'Nezbytné cookies potřebujeme, aby Toulky fungovaly. Ostatní použijeme jen s vaším souhlasem a volbu můžete kdykoli změnit v patičce webu.',
    necessary: { label: 'Nezbytné', text: 'Přihlášení, jazyk a uložená data pro offline použití. Nelze vypnout.' },
    diagnostics: { label: 'Diagnostika', text: 'Hlášení chyb, abychom je mohli rychle opravit.' },
    analytics: { label: 'Analytika', text: 'Anonymní statistiky návštěvnosti, které nám ukazují, co zlepšit.' },
    marketing: { label: 'Marketing', text: 'Měření kampaní a reklam na jiných webech.' },
    onlyNecessary: 'Jen nezbytné',
    save: 'Uložit výběr',
    acceptAll: 'Přijmout vše',
    privacy: 'Zásady ochrany osobních údajů',
    open: 'Nastavení cookies',
  },
  install: {
    title: 'Toulky na plochu',
    text: 'Nainstalujte si Toulky a otevírejte je jako aplikaci, i bez signálu.',
    iosHint: 'V Safari klepněte na Sdílet a pak na „Přidat na plochu“.',
    action: 'Nainstalovat',
    dismiss: 'Teď ne',
  },
  version: {
    title: 'Nová verze Toulek',
    text: 'Toulky mají novou verzi {{version}}. Načtěte ji, ať máte vše aktuální.',
    reload: 'Načíst',
  },
  regions: {
    CENTRAL_BOHEMIAN: 'Středočeský kraj',
    HRADEC_KRALOVE: 'Královéhradecký kraj',
    KARLOVY_VARY: 'Karlovarský kraj',
    LIBEREC: 'Liberecký kraj',
    MORAVIAN_SILESIAN: 'Moravskoslezský kraj',
    OLOMOUC: 'Olomoucký kraj',
    PARDUBICE: 'Pardubický kraj',
    PILSEN: 'Plzeňský kraj',
    PRAGUE_CAPITAL: 'Hlavní město Praha',
    SOUTH_BOHEMIAN: 'Jihočeský kraj',
    SOUTH_MORAVIAN: 'Jihomoravský kraj',
    USTI: 'Ústecký kraj',
    VYSOCINA: 'Kraj Vysočina',
    ZLIN: 'Zlínský kraj',
  },
  cityField: {
    placeholder: 'Začněte psát název obce',
    place: 'okres {{district}}, {{region}}',
    notFound: 'Obec začínající na „{{search}}“ jsme nenašli. Zkontrolujte překlep, nebo pole nechte prázdné.',
    clear: 'Vymazat obec',
    searching: 'Hledáme obce…',
  },
  interestsField: {
    label: 'Co vás na výletech baví?',
    hint: 'Vyberte nejvýše {{max}}.',
  },
};
