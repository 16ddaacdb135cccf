import { type Icon, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import classes from './settings-entry.module.css';

type SettingsEntryTarget =
  /** Opens a dialog or acts in place. */
  | { onClick(): void }
  /** An in-app route. */
  | { to: string }
  /** A page outside the app (the public site), loaded as a document. */
  | { href: string };

type SettingsEntryProps = SettingsEntryTarget & {
  icon: Icon;
  label: string;
  /** The current value or what the entry leads to, shown under the label. */
  summary?: string;
  danger?: boolean;
};

/**
 * One row of the settings list. Named by its label alone (the summary describes it), so "Password" is found as
 * the button or link "Password" by assistive technology and tests alike.
 */
export function SettingsEntry({ icon: EntryIcon, label, summary, danger, ...target }: SettingsEntryProps) {
  const id = useId();
  const a11y = { 'aria-labelledby': `${id}-label`, 'aria-describedby': summary ? `${id}-summary` : undefined };
  const className = danger ? `${classes.entry} ${classes.danger}` : classes.entry;
  const content = (
    <>
      <EntryIcon size={22} className={classes.icon} aria-hidden />
      <span className={classes.text}>
        <span id={`${id}-label`} className={classes.label}>
          {label}
        </span>
        {summary && (
          <span id={`${id}-summary`} className={classes.summary}>
            {summary}
          </span>
        )}
      </span>
      {!('onClick' in target) && <IconChevronRight size={18} className={classes.chevron} aria-hidden />}
    </>
  );
  if ('onClick' in target) {
    return (
      <button type="button" className={className} onClick={target.onClick} {...a11y}>
        {content}
      </button>
    );
  }
  if ('to' in target) {
    return (
      <Link to={target.to} className={className} {...a11y}>
        {content}
      </Link>
    );
  }
  return (
    <a href={target.href} className={className} {...a11y}>
      {content}
    </a>
  );
}
