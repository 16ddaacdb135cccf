import classes from '../site.module.css';
import { useSite, useSitePath } from '../site-context';

/** Any unknown public path (answered with HTTP 404): says so and offers the way home. */
export function NotFoundPage() {
  const { texts } = useSite();
  const at = useSitePath();
  return (
    <div className={classes.containerNarrow}>
      <div className={classes.empty}>
        <h1>{texts.notFound.title}</h1>
        <p>{texts.notFound.text}</p>
        <a href={at('/')} className={classes.buttonPrimary}>
          {texts.notFound.backHome}
        </a>
      </div>
    </div>
  );
}
