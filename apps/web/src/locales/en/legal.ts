export const legal = {
  privacy: {
    title: 'Zásady ochrany osobních údajů',
    description: 'Jak Toulky zpracovávají osobní údaje.',
    effective: 'Účinné od 24. 11. 2026',
    intro: 'Úvod.',
    sections: { who: { title: 'Kdo', paragraphs: { p1: 'Text.' }, items: { i1: 'Položka.' } } },
  },
  terms: {
    title: 'Podmínky užití',
    description: 'Podmínky užití Toulek.',
    effective: 'Účinné od 24. 11. 2026',
    intro: 'Úvod.',
    sections: { service: { title: 'Služba', paragraphs: { p1: 'Text.' } } },
  },
};
