import classes from '../site.module.css';
import { useSite, useSitePath } from '../site-context';
import type { LegalDocument } from '../site-data';

/** The privacy policy or the terms: titled sections of paragraphs and bulleted items. */
export function LegalPage({ text }: { text: LegalDocument }) {
  const { texts } = useSite();
  const at = useSitePath();
  return (
    <article className={classes.containerNarrow}>
      <header className={classes.pageHeader}>
        <h1>{text.title}</h1>
        <p className={classes.meta}>{text.effective}</p>
        <p className={classes.sectionLead}>{text.intro}</p>
      </header>
      <div className={classes.prose}>
        {Object.entries(text.sections).map(([key, section]) => (
          <section key={key} aria-labelledby={`legal-${key}`}>
            <h2 id={`legal-${key}`}>{section.title}</h2>
            {Object.values(section.paragraphs).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {Object.values(section.items).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <p className={classes.more}>
        <a href={at('/')}>{texts.notFound.backHome}</a>
      </p>
    </article>
  );
}
