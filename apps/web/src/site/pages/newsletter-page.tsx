import classes from '../site.module.css';
import { useSite, useSitePath } from '../site-context';

interface NewsletterPageProps {
  action: 'confirm' | 'unsubscribe';
  state: 'ask' | 'done' | 'invalid';
  token: string;
}

/**
 * The page a newsletter e-mail's link opens: confirming a subscription or unsubscribing. Following the link only
 * shows the page; the button (a form POST, so it works without JavaScript) does it, so a mail scanner that opens
 * links changes nothing.
 */
export function NewsletterPage({ action, state, token }: NewsletterPageProps) {
  const { texts } = useSite();
  const at = useSitePath();
  const own = action === 'confirm' ? texts.confirm : texts.unsubscribe;
  return (
    <div className={classes.containerNarrow}>
      <div className={classes.panel}>
        <h1>{own.title}</h1>
        {state === 'ask' && (
          <form method="post" action={at(`/newsletter/${action}`)}>
            <p>{own.text}</p>
            <input type="hidden" name={action === 'confirm' ? 'code' : 'token'} value={token} />
            <button type="submit" className={classes.buttonPrimary}>
              {own.action}
            </button>
          </form>
        )}
        {state === 'done' && (
          <p role="status" className={classes.success}>
            {own.done}
          </p>
        )}
        {state === 'invalid' && (
          <p role="alert" className={classes.failure}>
            {own.invalid}
          </p>
        )}
        <p className={classes.more}>
          <a href={at('/')}>{texts.notFound.backHome}</a>
        </p>
      </div>
    </div>
  );
}
