import { allResources as cs } from '../../locales/cs/all';
import { allResources as en } from '../../locales/en/all';
import { i18n } from './i18n';

// The app's texts on the server (app/entry-server.tsx imports this first): its catalogues whole (locales/cs/all.ts) in
// both languages in the app's translator, also what the browser gets with the screens' code, as the feature modules
// that bring texts of their own (search, trails, offline) find it when they load. Each render takes a clone of it in
// the person's language.
for (const [language, resources] of Object.entries({ cs, en })) {
  for (const [namespace, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}
