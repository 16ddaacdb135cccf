/**
 * Texts of trips saved for offline (the detail's button, the "Saved for offline" screen, the saved copy and the start
 * map drawn without tiles), added to i18next when their code first loads (features/trips/offline/offline-texts.ts), so the
 * app's first load does not carry them.
 */
export const offlineTexts = {
  save: {
    button: 'Uložit offline',
    saved: 'Výlet se vám otevře i bez signálu.',
    showSaved: 'Uloženo offline',
    removed: 'Výlet už offline uložený není.',
    failed: 'Výlet se nepodařilo uložit. Zkuste to znovu.',
    removeFailed: 'Výlet se nepodařilo odebrat. Zkuste to znovu.',
  },
  copy: {
    title: 'Uloženo offline',
    text: 'Ukazujeme výlet tak, jak jste si ho uložili {{date}}. Po připojení se načte aktuální.',
  },
  map: {
    caption: 'Bez připojení ukazujeme start jen na přehledové mapce.',
  },
  favourites: {
    note: 'Bez připojení ukazujeme oblíbené výlety, které máte uložené offline.',
  },
  list: {
    title: 'Uloženo offline',
    intro:
      'Tyto výlety se otevřou i bez signálu, i s fotkami a hodnoceními. Mapové podklady se neukládají, místo nich uvidíte start na přehledové mapce.',
    count_one: '{{count}} uložený výlet',
    count_few: '{{count}} uložené výlety',
    count_many: '{{count}} uloženého výletu',
    count_other: '{{count}} uložených výletů',
    size: 'Zabírá {{size}}',
    savedAt: 'Uloženo {{date}}',
    forBookmark: 'K oblíbenému výletu',
    remove: 'Odebrat',
    removeTrip: 'Odebrat výlet {{title}}',
    removeAll: 'Odebrat vše',
    loadError: 'Uložené výlety se nepodařilo načíst.',
    emptyTitle: 'Zatím nic uloženého',
    emptyText: 'Na detailu výletu zvolte „Uložit offline“ a výlet se vám otevře i tam, kde není signál.',
  },
  removeAll: {
    title: 'Odebrat všechny uložené výlety?',
    text_one: 'Z tohoto zařízení zmizí {{count}} výlet i s fotkami. Uložit ho můžete znovu, až budete online.',
    text_few: 'Z tohoto zařízení zmizí {{count}} výlety i s fotkami. Uložit je můžete znovu, až budete online.',
    text_many: 'Z tohoto zařízení zmizí {{count}} výletu i s fotkami. Uložit je můžete znovu, až budete online.',
    text_other: 'Z tohoto zařízení zmizí {{count}} výletů i s fotkami. Uložit je můžete znovu, až budete online.',
    confirm: 'Odebrat vše',
    cancel: 'Ponechat',
    done: 'Uložené výlety jsou pryč.',
    failed: 'Výlety se nepodařilo odebrat. Zkuste to znovu.',
  },
  auto: {
    label: 'Ukládat oblíbené výlety automaticky',
    description:
      'Výlet, který si přidáte k oblíbeným, se uloží i pro offline; když ho z oblíbených odeberete, zmizí. Platí pro toto zařízení.',
  },
  storage: {
    title: 'Místo v zařízení',
    used: 'Toulky zabírají {{used}} z {{quota}}, které prohlížeč na tomto zařízení nabízí.',
    unknown: 'Kolik místa Toulky zabírají, tento prohlížeč neprozrazuje.',
    persisted: 'Prohlížeč uložené výlety sám nesmaže.',
    notPersisted: 'Když bude v zařízení málo místa, prohlížeč může uložené výlety smazat.',
  },
};
