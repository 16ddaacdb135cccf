import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { SiteLanguage } from './site-renderer.js';

/** The web app's server half (apps/web/src/app/entry-server.tsx, built into dist-ssr/app-server.js). */
interface AppServerRenderer {
  firstScreenQueries(path: string): Array<{ query: string; variables: Record<string, unknown> }> | null;
  renderFirstScreen(
    path: string,
    language: SiteLanguage,
    answers: unknown[],
  ): Promise<{ html: string; title: string } | null>;
}

/** Runs one of the public API's queries in-process, as an anonymous visitor in the given language. */
export type AnonymousQuery = (
  source: string,
  variables: Record<string, unknown>,
  language: SiteLanguage,
) => Promise<unknown>;

/** The language of the account signed in with a session while it is live (`AccountsService.sessionLanguage`). */
export type SessionLanguage = (sessionId: string) => Promise<SiteLanguage | null>;

/**
 * The cookie the app keeps while someone is signed in, holding their session's id (apps/web/src/app/session/
 * first-screen-cookie.ts): the id of their refresh token, which only its owner's tokens carry. It is no credential and
 * authorises nothing: it says only that the app will open on a screen of the signed-in area, so the server may paint
 * that screen first, for a session still live and in its account's language (issue 50). Without it, or for a session
 * that has ended, the app's shell is sent as built.
 */
export const FIRST_SCREEN_COOKIE = 'toulky_app';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function cookieSession(header: string | undefined): string | null {
  const value = header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === FIRST_SCREEN_COOKIE)?.[1];
  return value && SESSION_ID.test(value) ? value : null;
}

/** The root and the splash in it, which index.html marks as the place of a first screen. */
const FIRST_SCREEN = /<div id="root">[\s\S]*?<!--first-screen-->[\s\S]*?<!--\/first-screen-->/;

/** How many of the page's scripts `APP_LOADER` adds in one task. */
const SCRIPTS_PER_TASK = 8;

/**
 * Starts the app once the painted screen is loaded and shown: after the window's `load` (its stylesheets and its first
 * pictures) and a frame. The scripts (the entry, what it imports and the screen's code, listed by the page in
 * `#app-scripts`) would otherwise share the connection with the picture the person is waiting for, and their
 * evaluation would hold back the first paint: a signed-in first visit to a trip painted at 4.0 s instead of 1.8 s in
 * Lighthouse's model of a phone. Until then the painted links work as plain links. Each tag starts its request there
 * and then (about 0.4 ms, 1.6 ms on a mid-range phone), so a trip's 39 tags are added a few per task: all at once they
 * were one task long enough to count as blocking (issue 31's TBT).
 */
export const APP_LOADER =
  "addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function add(urls,from){" +
  "urls=urls||JSON.parse(document.getElementById('app-scripts').textContent);from=from||0;" +
  `urls.slice(from,from+${SCRIPTS_PER_TASK}).forEach(function(url,index){var element=document.createElement(from+index?'link':'script');` +
  "if(from+index){element.rel='modulepreload';element.href=url}else{element.type='module';element.src=url}" +
  "element.crossOrigin='';document.head.appendChild(element)});" +
  `if(from+${SCRIPTS_PER_TASK}<urls.length)setTimeout(add,0,urls,from+${SCRIPTS_PER_TASK})})})})`;

const MODULE_TAGS =
  /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)">(?:<\/script>)?/g;
/** The shell's script that preloads the person's catalogue of texts (apps/web/build), chosen from its map of files. */
const TEXTS_PRELOAD = /<script>\(function\(\)\{var f=(\{[^}]*\}),l;[\s\S]*?<\/script>/;

/**
 * A painted page's scripts, loaded by `APP_LOADER` instead of by its head: the entry and what it imports (the tags Vite
 * wrote), the catalogue of texts in the page's language (the shell's own preload script, removed), then the screen's
 * code from its preloads (`Link` values).
 */
function scriptsAfterLoad(html: string, links: string[], language: SiteLanguage): string {
  const scripts: string[] = [];
  let page = html.replace(MODULE_TAGS, (_tag, url: string) => {
    scripts.push(url);
    return '';
  });
  page = page.replace(TEXTS_PRELOAD, (_tag, files: string) => {
    const texts = (JSON.parse(files) as Record<string, string>)[language];
    if (texts) scripts.push(texts);
    return '';
  });
  for (const link of links) {
    const url = /^<([^>]+)>; rel=modulepreload/.exec(link)?.[1];
    if (url && !scripts.includes(url)) scripts.push(url);
  }
  const loader = `<script type="application/json" id="app-scripts">${JSON.stringify(scripts)}</script><script>${APP_LOADER}</script>`;
  return page.replace('</head>', () => `${loader}</head>`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The app's shell for an address, given the preloads (`Link` values) of its shell as built: the page with its first
 * screen painted in it, and the preloads that page needs; null when the address has none.
 */
export type AppShell = (request: FastifyRequest, links: string[]) => Promise<{ html: string; links: string[] } | null>;

/**
 * The shell with the first screen of Trips or of a trip rendered by the app's own components, for a person whose app
 * left the cookie above, in their account's language: the browser paints the list's first cards or the trip's title
 * and cover as soon as the HTML and the picture arrive, instead of after the app's scripts, its query and its first
 * render (issue 31). The app then renders the same screen with the person's own marks and replaces this markup
 * (apps/web/src/main.tsx). Null (send the shell as built) for other addresses, without the cookie or for a session
 * that has ended, and whenever the render fails: the app shows the screen anyway.
 */
export async function createAppShell(
  webDistDir: string,
  webSsrDir: string | undefined,
  query: AnonymousQuery,
  sessionLanguage: SessionLanguage,
  logger: Logger,
  screenStyles: (pathname: string) => string[],
): Promise<AppShell> {
  const path = webSsrDir && join(webSsrDir, 'app-server.js');
  if (!path || !existsSync(path)) {
    logger.warn({ webSsrDir }, "the app's server half is not built (npm run build): its first screens are not painted");
    return async () => null;
  }
  const shell = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  if (!FIRST_SCREEN.test(shell)) {
    logger.warn("the app's index.html has no place marked for a first screen: its first screens are not painted");
    return async () => null;
  }
  const renderer = (await import(pathToFileURL(path).href)) as AppServerRenderer;
  // The screen's own stylesheets are small (1.6 kB for Trips): in the page, they cost the browser no requests before
  // it can paint. The app adds them as links later, as it always does.
  const stylesheets = new Map<string, string>();
  const stylesheet = (file: string) => {
    let css = stylesheets.get(file);
    if (css === undefined) {
      css = readFileSync(join(webDistDir, file), 'utf8');
      stylesheets.set(file, css);
    }
    return css;
  };

  return async (request, links) => {
    const sessionId = cookieSession(request.headers.cookie);
    if (!sessionId) return null;
    try {
      const queries = renderer.firstScreenQueries(request.url);
      if (!queries) return null;
      // The account's language, not the one this device last spoke: changed on another device, it is this one's now,
      // and the app's first render speaks the language painted here (apps/web/src/app/server-painted.ts).
      const language = await sessionLanguage(sessionId);
      if (!language) return null;
      const answers = await Promise.all(
        queries.map(({ query: source, variables }) => query(source, variables, language)),
      );
      const screen = await renderer.renderFirstScreen(request.url, language, answers);
      if (!screen) return null;
      const inlined = screenStyles(new URL(request.url, 'http://app').pathname);
      const html = shell
        .replace(/<html lang="[a-z]+"/, `<html lang="${language === 'en_US' ? 'en' : 'cs'}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(screen.title)}</title>`)
        .replace('</head>', () => `<style>${inlined.map(stylesheet).join('\n')}</style></head>`)
        // Until the app runs, its buttons and fields do nothing: `aria-disabled` says so to assistive technology (and
        // makes browser tests wait for the app before they act); the app removes it when it takes over. The root names
        // the session painted for (a UUID, the cookie's own value), so the app can tell when the device's session is
        // another one (apps/web/src/app/server-painted.ts).
        .replace(
          FIRST_SCREEN,
          () => `<div id="root" data-first-screen="${sessionId}" aria-disabled="true">${screen.html}`,
        );
      return {
        html: scriptsAfterLoad(html, links, language),
        // The entry's stylesheet and the picture; no scripts (the page starts them once it is shown), none of the
        // stylesheets the page holds.
        links: links.filter(
          (link) => !link.includes('rel=modulepreload') && !inlined.some((file) => link.startsWith(`</${file}>`)),
        ),
      };
    } catch (error) {
      request.log.warn({ err: error }, 'could not render the first screen on the server');
      return null;
    }
  };
}
