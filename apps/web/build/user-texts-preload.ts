import type { Plugin } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '../src/app/i18n/languages';

/**
 * The inline script that preloads the catalogue of texts of the language the app will start in, given each language's
 * file: the one stored on the device (`src/app/i18n/languages.ts` `deviceLanguage`), else the first of Czech, Slovak
 * or English among the browser's languages (`browserLanguage`), else Czech. A signed-in person's device stores their
 * account's language, so it preloads that one. Written by hand, in the plainest JavaScript, to stay a few hundred
 * bytes; its test runs it against `deviceLanguage`. apps/api/src/web/app-first-screen.ts finds it by its start.
 */
export function userTextsPreloadScript(files: Record<string, string>): string {
  return (
    `(function(){var f=${JSON.stringify(files)},l;try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}` +
    'if(!f[l]){var n=navigator.languages||[navigator.language],i,p;for(i=0;i<n.length;i++){' +
    'p=String(n[i]).toLowerCase().split(/[-_;]/)[0];if(p=="en"){l="en_US";break}if(p=="cs"||p=="sk"){l="cs_CZ";break}}}' +
    `var k=document.createElement('link');k.rel='modulepreload';k.href=f[l]||f[${JSON.stringify(DEFAULT_LANGUAGE)}];document.head.appendChild(k)})()`
  );
}

/**
 * Lets the browser fetch the user's texts (`src/locales/{cs,en}`) together with the app's entry: the script above in
 * index.html adds a modulepreload of that language's chunk. Without it, the texts were requested only once the entry
 * had run, a round trip in front of every first screen.
 */
export function preloadUserTexts(): Plugin {
  return {
    name: 'toulky-preload-user-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files: Record<string, string> = {};
        for (const file of Object.values(bundle ?? {})) {
          const language = LANGUAGES.find(
            ({ ui }) => file.type === 'chunk' && file.facadeModuleId?.endsWith(`/src/locales/${ui}/index.ts`),
          );
          if (language && file.type === 'chunk') files[language.code] = `/${file.fileName}`;
        }
        if (!files[DEFAULT_LANGUAGE]) throw new Error('preloadUserTexts: no chunk for the default language');
        return [{ tag: 'script', children: userTextsPreloadScript(files), injectTo: 'head-prepend' }];
      },
    },
  };
}
