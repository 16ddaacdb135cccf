import { useEffect, useRef, useState } from 'react';
import {
  ALL_ACCEPTED,
  type ConsentPreferences,
  ONLY_NECESSARY,
  OPTIONAL_CONSENTS,
  readConsent,
  saveConsent,
} from '../app/consent/consent-store';
import classes from './site.module.css';
import { useSite, useSitePath } from './site-context';

/** Spec §9: the consent dialog's transition takes 500 ms; the page reloads after it (spec §4). */
const TRANSITION_MS = 500;

/**
 * Cookie consent on the public site (spec §2, §4), the same choice and storage as the app's dialog in a native
 * modal `<dialog>` (focus kept inside, Escape does not dismiss it while no choice is stored). Opens by itself while
 * no choice is stored, and from the footer's "Cookie settings".
 */
export function ConsentDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { texts } = useSite();
  const at = useSitePath();
  const { consent } = texts;
  const dialog = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<ConsentPreferences>(ONLY_NECESSARY);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setChoice(readConsent()?.preferences ?? ONLY_NECESSARY);
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const save = (preferences: ConsentPreferences) => {
    saveConsent(preferences);
    setClosing(true);
    window.setTimeout(() => {
      onClose();
      window.location.reload();
    }, TRANSITION_MS);
  };

  return (
    <dialog
      ref={dialog}
      className={closing ? `${classes.dialog} ${classes.dialogClosing}` : classes.dialog}
      aria-labelledby="consent-title"
      onCancel={(event) => {
        if (!readConsent()) event.preventDefault();
        else onClose();
      }}
    >
      <h2 id="consent-title">{consent.title}</h2>
      <p>
        {consent.text} <a href={at('/privacy-policy')}>{consent.privacy}</a>
      </p>
      <ul className={classes.consentList}>
        <li>
          <label>
            <input type="checkbox" checked disabled />
            <span>
              <strong>{consent.necessary.label}</strong>
              <span className={classes.small}>{consent.necessary.text}</span>
            </span>
          </label>
        </li>
        {OPTIONAL_CONSENTS.map((key) => (
          <li key={key}>
            <label>
              <input
                type="checkbox"
                checked={choice[key]}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setChoice((current) => ({ ...current, [key]: checked }));
                }}
              />
              <span>
                <strong>{consent[key].label}</strong>
                <span className={classes.small}>{consent[key].text}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className={classes.dialogActions}>
        {/* biome-ignore lint/a11y/noAutofocus: the dialog's first choice takes focus, as in the app's dialog. */}
        <button type="button" className={classes.buttonDefault} onClick={() => save(ONLY_NECESSARY)} autoFocus>
          {consent.onlyNecessary}
        </button>
        <button type="button" className={classes.buttonDefault} onClick={() => save(choice)}>
          {consent.save}
        </button>
        <button type="button" className={classes.buttonPrimary} onClick={() => save(ALL_ACCEPTED)}>
          {consent.acceptAll}
        </button>
      </div>
    </dialog>
  );
}
