import { useCallback, useEffect, useState } from 'react';
import { readConsent } from '../app/consent/consent-store';
import { ConsentDialog } from './consent-dialog';
import { ArticlePage } from './pages/article-page';
import { BlogPage } from './pages/blog-page';
import { LandingPage } from './pages/landing-page';
import { LegalPage } from './pages/legal-page';
import { NewsletterPage } from './pages/newsletter-page';
import { NotFoundPage } from './pages/not-found-page';
import { SearchPage } from './pages/search-page';
import { TripPage } from './pages/trip-page';
import { SiteProvider } from './site-context';
import type { SiteData, SitePage } from './site-data';
import { SiteLayout } from './site-layout';
import { TwinHint } from './twin-hint';

function PageContent({ page }: { page: SitePage }) {
  switch (page.kind) {
    case 'landing':
      return <LandingPage trips={page.trips} articles={page.articles} newsletter={page.newsletter} />;
    case 'blog':
      return <BlogPage page={page.page} pages={page.pages} articles={page.articles} />;
    case 'search':
      return <SearchPage query={page.query} page={page.page} results={page.results} pastResults={page.pastResults} />;
    case 'article':
      return <ArticlePage article={page.article} />;
    case 'trip':
      return <TripPage trip={page.trip} />;
    case 'legal':
      return <LegalPage text={page.text} />;
    case 'newsletter':
      return <NewsletterPage action={page.action} state={page.state} token={page.token} />;
    case 'notFound':
      return <NotFoundPage />;
  }
}

/** A page of the public site: rendered to HTML on the server, then hydrated in the browser from the same data. */
export function Site({ data }: { data: SiteData }) {
  const [consentOpen, setConsentOpen] = useState(false);
  // The consent dialog is the browser's business (local storage): opened after hydration, never rendered open.
  useEffect(() => {
    if (!readConsent()) setConsentOpen(true);
  }, []);
  const closeConsent = useCallback(() => setConsentOpen(false), []);
  return (
    <SiteProvider value={data}>
      <SiteLayout onCookieSettings={() => setConsentOpen(true)}>
        <PageContent page={data.page} />
      </SiteLayout>
      <TwinHint />
      <ConsentDialog open={consentOpen} onClose={closeConsent} />
    </SiteProvider>
  );
}
