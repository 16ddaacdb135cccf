import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { registerValidationTexts } from '../../app/i18n/validation-texts';
import { showToast } from '../../app/toast';
import { useValidationTranslator } from '../../ui/forms/validation-message';
import { useTranslation } from '../../ui/i18n/use-translation';
import { type Conflict, outdatedVersion } from './editorial/outdated-version';

registerValidationTexts();

/**
 * What the Labels and Areas screens share: the URL's filters, the text of the API's refusals (a colour's contrast,
 * an item still in use, a change based on an older version) and the ratio in the reader's number format.
 */

export type TaxonomySection = 'labels' | 'areas';

/** A contrast ratio as people read it in their language: "4,48" in Czech, "4.48" in English. */
export function formatRatio(ratio: number, language: string): string {
  return ratio.toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

const LOW_CONTRAST = 'LOW_CONTRAST|';

/** A form error saying the colour's contrast is too low (the console's own text, with the ratio). */
export function lowContrastError(ratio: number): string {
  return `${LOW_CONTRAST}${ratio}`;
}

/** Translates a form error: the contrast refusal with its ratio, anything else as the app's validation messages. */
export function useTaxonomyErrorTranslator(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  const translate = useValidationTranslator();
  return useCallback(
    (message) => {
      if (!message?.startsWith(LOW_CONTRAST)) return translate(message);
      const ratio = Number(message.slice(LOW_CONTRAST.length));
      return t('console:labels.lowContrast', { ratio: formatRatio(ratio, i18n.language) });
    },
    [t, i18n.language, translate],
  );
}

/** The extensions of the API's first error, for its reason and figures. */
export function errorExtensions(error: unknown): Record<string, unknown> {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions ?? {}) : {};
}

/** "Used by 3 items" when the API refused a deletion for that reason, else the plain failure. */
export function deleteFailureText(error: unknown, t: TFunction, section: TaxonomySection): string {
  const { code, reason, usageCount } = errorExtensions(error);
  if (code === 'ACTION_NOT_ALLOWED' && reason === 'IN_USE' && typeof usageCount === 'number') {
    return t(`console:${section}.inUse`, { count: usageCount });
  }
  return t(`console:${section}.deleteFailed`);
}

/** Lower case without diacritics, so "zdar" finds "Žďárské vrchy". */
export function searchable(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** One URL parameter of a console list, and a setter that replaces the history entry's search. */
export function useUrlParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [name, setParams],
  );
  return [params.get(name), set];
}

/** The last value that was not null: a dialog keeps showing its item while it animates closed. */
export function useLastShown<T>(value: T | null): T | null {
  const last = useRef(value);
  if (value !== null) last.current = value;
  return value ?? last.current;
}

/**
 * Optimistic locking's refusal of a change or deletion (OUTDATED_VERSION): a toast names who changed the item meanwhile
 * and the lists refetch, so they show the newer version. Gives back the conflict, or null for any other error.
 */
export function useOutdatedRefusal(
  section: TaxonomySection,
  lists: readonly string[],
  toast: 'toast' | 'deleteToast',
): (error: unknown) => Conflict | null {
  const { t } = useTranslation();
  const client = useApolloClient();
  return useCallback(
    (error) => {
      const conflict = outdatedVersion(error);
      if (conflict) {
        const name = conflict.changedBy ?? t('console:editor.someone');
        showToast('error', t(`console:${section}.conflict.${toast}`, { name }));
        void client.refetchQueries({ include: [...lists] });
      }
      return conflict;
    },
    [t, client, section, lists, toast],
  );
}

/**
 * A Labels or Areas dialog's edit of an item: the version it is based on (sent with the save), the conflict when the
 * API refused it as outdated (what was typed stays in the form), and loading the newer version on request.
 */
export function useVersionedEdit<Item extends { _id: string; version: number }>(options: {
  section: TaxonomySection;
  lists: readonly string[];
  opened: Item | null;
  /** The item as the server has it now (undefined once deleted). */
  reload(item: Item): Promise<Item | undefined>;
  /** Puts the newer version's values into the form. */
  adopt(item: Item): void;
}) {
  const { section, lists, opened, reload, adopt } = options;
  const { t } = useTranslation();
  const [base, setBase] = useState(opened);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const refused = useOutdatedRefusal(section, lists, 'toast');
  return {
    base,
    conflict,
    /** Whether the error refused an outdated save; the dialog then says who changed the item and when. */
    outdated(error: unknown): boolean {
      const found = refused(error);
      if (found) setConflict(found);
      return found !== null;
    },
    async loadTheirs(): Promise<void> {
      if (!base) return;
      let newer: Item | undefined;
      try {
        newer = await reload(base);
      } catch {
        showToast('error', t(`console:${section}.loadFailed`));
        return;
      }
      if (!newer) {
        showToast('error', t(`console:${section}.conflict.gone`));
        return;
      }
      setBase(newer);
      setConflict(null);
      adopt(newer);
    },
  };
}
