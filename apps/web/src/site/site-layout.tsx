import type { ReactNode } from 'react';
import { LanguageLinks } from './language-links';
import { LogoMark } from './logo-mark';
import { useSignedIn } from './session-hint';
import classes from './site.module.css';
import { useSite, useSitePath } from './site-context';
import { interpolate } from './texts';

/** Header, the page, and the footer with the legal links and the cookie settings. */
export function SiteLayout({ children, onCookieSettings }: { children: ReactNode; onCookieSettings(): void }) {
  const { texts } = useSite();
  const at = useSitePath();
  const signedIn = useSignedIn();
  return (
    <div className={classes.page}>
      <a href="#content" className={classes.skipLink}>
        {texts.skipToContent}
      </a>
      <header className={classes.header}>
        <div className={classes.headerInner}>
          <a href={at('/')} className={classes.logo} aria-label={texts.nav.home}>
            <LogoMark />
            <span aria-hidden="true">{texts.appName}</span>
          </a>
          <nav aria-label={texts.nav.website} className={classes.headerNav}>
            <a href={at('/blog')}>{texts.nav.blog}</a>
            <a href={signedIn ? '/app/trips' : '/app'} className={classes.buttonSmall}>
              {signedIn ? texts.nav.myTrips : texts.nav.openApp}
            </a>
          </nav>
        </div>
      </header>
      <main id="content" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={classes.footer}>
        <div className={classes.container}>
          <nav aria-label={texts.nav.footer} className={classes.footerNav}>
            <a href="/app">{texts.nav.openApp}</a>
            <a href={at('/blog')}>{texts.nav.blog}</a>
            <a href={at('/privacy-policy')}>{texts.nav.privacy}</a>
            <a href={at('/terms-of-service')}>{texts.nav.terms}</a>
            <button type="button" className={classes.linkButton} onClick={onCookieSettings}>
              {texts.nav.cookies}
            </button>
          </nav>
          <div className={classes.footerBottom}>
            <p>
              {interpolate(texts.footer.copyright, { year: new Date().getFullYear() })} · {texts.footer.tagline}
            </p>
            <LanguageLinks />
          </div>
        </div>
      </footer>
    </div>
  );
}
