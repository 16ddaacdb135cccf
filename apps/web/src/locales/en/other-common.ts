import type { Catalog } from '../catalog';
import type { otherCommon as cs } from '../cs/other-common';

/** The other screens' texts of `common` in English; see the Czech catalogue. */
export const otherCommon: Catalog<typeof cs> = {
  pagination: {
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: 'Page {{page}}',
  },
  consent: {
    title: 'Cookies and privacy',
    text: 'Toulky needs the necessary cookies to work. We use the others only with your consent, and you can change your choice at any time in the website footer.',
    necessary: { label: 'Necessary', text: 'Sign-in, language and data saved for offline use. Always on.' },
    diagnostics: { label: 'Diagnostics', text: 'Error reports, so that we can fix problems quickly.' },
    analytics: { label: 'Analytics', text: 'Anonymous visit statistics that show us what to improve.' },
    marketing: { label: 'Marketing', text: 'Measuring campaigns and ads on other websites.' },
    onlyNecessary: 'Only necessary',
    save: 'Save my choice',
    acceptAll: 'Accept all',
    privacy: 'Privacy policy',
    open: 'Cookie settings',
  },
  install: {
    title: 'Toulky on your home screen',
    text: 'Install Toulky and open it like an app, even without signal.',
    iosHint: "In Safari, tap Share and then 'Add to Home Screen'.",
    action: 'Install',
    dismiss: 'Not now',
  },
  version: {
    title: 'A new version of Toulky',
    text: 'Toulky has a new version {{version}}. Load it to have everything up to date.',
    reload: 'Load',
  },
  regions: {
    CENTRAL_BOHEMIAN: 'Central Bohemian Region',
    HRADEC_KRALOVE: 'Hradec Králové Region',
    KARLOVY_VARY: 'Karlovy Vary Region',
    LIBEREC: 'Liberec Region',
    MORAVIAN_SILESIAN: 'Moravian-Silesian Region',
    OLOMOUC: 'Olomouc Region',
    PARDUBICE: 'Pardubice Region',
    PILSEN: 'Plzeň Region',
    PRAGUE_CAPITAL: 'Prague',
    SOUTH_BOHEMIAN: 'South Bohemian Region',
    SOUTH_MORAVIAN: 'South Moravian Region',
    USTI: 'Ústí nad Labem Region',
    VYSOCINA: 'Vysočina Region',
    ZLIN: 'Zlín Region',
  },
  cityField: {
    placeholder: 'Start typing the name of a town or village',
    place: '{{district}} District, {{region}}',
    notFound: 'No town or village starts with “{{search}}”. Check for a typo, or leave the field empty.',
    clear: 'Clear the town',
    searching: 'Looking for towns…',
  },
  interestsField: {
    label: 'What do you enjoy on your trips?',
    hint: 'Choose up to {{max}}.',
  },
};
