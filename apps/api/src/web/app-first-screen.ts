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

/**
 * The cookie the app keeps while someone is signed in, holding the language it speaks (apps/web/src/app/session/
 * first-screen-cookie.ts). It is no credential: it says only that the app will open on a screen of the signed-in
 * area, so the server may paint that screen first, and in which language. Without it the app's shell is sent as built.
 */
export const FIRST_SCREEN_COOKIE = 'toulky_app';

function cookieLanguage(header: string | undefined): SiteLanguage | null {
  const value = header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === FIRST_SCREEN_COOKIE)?.[1];
  return value === 'cs_CZ' || value === 'en_US' ? value : null;
}

/** The root and the splash in it, which index.html marks as the place of a first screen. */
const FIRST_SCREEN = /<div id="root">[\s\S]*?<!--first-screen-->[\s\S]*?<!--\/first-screen-->/;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The app's shell for an address with its first screen painted in it (`html`), and the screen's stylesheets the page
 * holds (`inlined`); null when the address has none.
 */
export type AppShell = (request: FastifyRequest) => Promise<{ html: string; inlined: string[] } | null>;

/**
 * The shell with the first screen of Trips or of a trip rendered by the app's own components, for a person whose app
 * left the cookie above: the browser paints the list's first cards or the trip's title and cover as soon as the HTML
 * and the picture arrive, instead of after the app's scripts, its query and its first render (issue 31). The app then
 * renders the same screen with the person's own marks and replaces this markup (apps/web/src/main.tsx). Null (send
 * the shell as built) for other addresses, without the cookie, and whenever the render fails: the app shows the
 * screen anyway.
 */
export async function createAppShell(
  webDistDir: string,
  webSsrDir: string | undefined,
  query: AnonymousQuery,
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

  return async (request) => {
    const language = cookieLanguage(request.headers.cookie);
    if (!language) return null;
    const queries = renderer.firstScreenQueries(request.url);
    if (!queries) return null;
    try {
      const answers = await Promise.all(
        queries.map(({ query: source, variables }) => query(source, variables, language)),
      );
      const screen = await renderer.renderFirstScreen(request.url, language, answers);
      if (!screen) return null;
      const inlined = screenStyles(new URL(request.url, 'http://app').pathname);
      const html = shell
        .replace('</head>', () => `<style>${inlined.map(stylesheet).join('\n')}</style></head>`)
        .replace(/<html lang="[a-z]+"/, `<html lang="${language === 'en_US' ? 'en' : 'cs'}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(screen.title)}</title>`)
        .replace(FIRST_SCREEN, () => `<div id="root" data-first-screen>${screen.html}`);
      return { html, inlined };
    } catch (error) {
      request.log.warn({ err: error }, 'could not render the first screen on the server');
      return null;
    }
  };
}
