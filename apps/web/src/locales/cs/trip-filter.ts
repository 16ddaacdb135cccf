/**
 * The filter dialog's texts beyond what the list says of a filter, and the names of a trip's attribute groups (the
 * dialog's, a trip's detail's and the console's trip editor's), added to `trips` with their code
 * (app/i18n/trip-filter-texts.ts), so the first load does not carry them: `t('trips:filter.…')`.
 */
export const tripFilter = {
  filter: {
    title: 'Filtr výletů',
    show_one: 'Zobrazit {{count}} výlet',
    show_few: 'Zobrazit {{count}} výlety',
    show_many: 'Zobrazit {{count}} výletu',
    show_other: 'Zobrazit {{count}} výletů',
    groups: {
      duration: 'Délka trvání',
      length: 'Délka trasy',
      routeType: 'Typ trasy',
      terrain: 'Terén',
      suitability: 'Vhodné pro',
      accessibility: 'Dostupnost',
      gastro: 'Občerstvení',
      additionalActivities: 'Další aktivity',
      overnightStay: 'Přespání',
    },
  },
};
