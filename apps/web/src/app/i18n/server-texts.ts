import { resources as cs } from '../../locales/cs/index';
import { resources as en } from '../../locales/en/index';
import { i18n } from './i18n';

// The app's texts on the server (app/entry-server.tsx imports this first): both languages in the app's translator, as
// the feature modules that bring texts of their own (search, trails, offline) find it when they load. Each render
// takes a clone of it in the person's language.
for (const [language, resources] of Object.entries({ cs, en })) {
  for (const [namespace, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}
