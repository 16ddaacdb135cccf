import type { Catalog } from '../catalog';
import type { offlineTexts as cs } from '../cs/offline';

export const offlineTexts: Catalog<typeof cs> = {
  save: {
    button: 'Save for offline',
    saved: 'The trip will open even without signal.',
    showSaved: 'Saved for offline',
    removed: 'The trip is no longer saved for offline.',
    failed: 'The trip could not be saved. Please try again.',
    removeFailed: 'The trip could not be removed. Please try again.',
  },
  copy: {
    title: 'Saved for offline',
    text: 'This is the trip as you saved it on {{date}}. Once you are online, the current version loads.',
  },
  map: {
    caption: 'Without a connection, the start is shown on an overview map only.',
  },
  favourites: {
    note: 'Without a connection, these are the favourite trips you saved for offline.',
  },
  list: {
    title: 'Saved for offline',
    intro:
      'These trips open even without signal, with their photos and ratings. Map tiles are not stored; you will see the start on an overview map instead.',
    count_one: '{{count}} saved trip',
    count_other: '{{count}} saved trips',
    size: 'Takes {{size}}',
    savedAt: 'Saved {{date}}',
    forBookmark: 'For a favourite',
    remove: 'Remove',
    removeTrip: 'Remove trip {{title}}',
    removeAll: 'Remove all',
    loadError: 'The saved trips could not be loaded.',
    emptyTitle: 'Nothing saved yet',
    emptyText: 'Choose “Save for offline” on a trip and it will open even where there is no signal.',
  },
  removeAll: {
    title: 'Remove all saved trips?',
    text_one:
      '{{count}} trip and its photos will be removed from this device. You can save it again when you are online.',
    text_other:
      '{{count}} trips and their photos will be removed from this device. You can save them again when you are online.',
    confirm: 'Remove all',
    cancel: 'Keep them',
    done: 'The saved trips are gone.',
    failed: 'The trips could not be removed. Please try again.',
  },
  auto: {
    label: 'Save favourite trips automatically',
    description:
      'A trip you add to your favourites is saved for offline too, and removed when you take it out of them. Applies to this device.',
  },
  storage: {
    title: 'Space on this device',
    used: 'Toulky takes up {{used}} of the {{quota}} the browser offers on this device.',
    unknown: 'This browser does not tell how much space Toulky takes up.',
    persisted: 'The browser will not delete your saved trips on its own.',
    notPersisted: 'When this device runs low on space, the browser may delete your saved trips.',
  },
};
