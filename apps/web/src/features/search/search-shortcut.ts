import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_SCREEN } from './search-path';

/** Where a key press is someone's typing (or choosing), not a shortcut. */
function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.matches('textarea, select, input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"])')
  );
}

/** The search field this screen shows (the top bar's, a screen's, or the search screen's), if any. */
function visibleSearchField(): HTMLInputElement | undefined {
  return Array.from(document.querySelectorAll<HTMLInputElement>('input[data-search-field]')).find(
    (input) => input.getClientRects().length > 0,
  );
}

/**
 * `/` from anywhere in the app puts the caret in the search field the screen shows, or opens the search screen where
 * it shows none; never while one types in another field or a dialog is open.
 */
export function useSearchShortcut(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingIn(event.target) || document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      const field = visibleSearchField();
      if (field) field.focus();
      else navigate(SEARCH_SCREEN);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
