import { resources as cs } from '../../locales/cs/index';
import { resources as en } from '../../locales/en/index';
import { i18n } from './i18n';

// The app's texts on the server (app/entry-server.tsx imports this first): the app's i18next instance, started at once
// with both languages, before the feature modules add the texts they bring along (search, trails, offline) as they
// load. Each render takes a clone of it in the person's language.
void i18n.init({
  lng: 'cs',
  fallbackLng: false,
  supportedLngs: ['cs', 'en'],
  defaultNS: 'common',
  resources: { cs, en },
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
