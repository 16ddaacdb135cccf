import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useValidationTranslator } from '../../ui/forms/validation-message';

/**
 * What the Labels and Areas screens share: the URL's filters, the text of the API's refusals (a colour's contrast,
 * an item still in use) and the ratio in the reader's number format.
 */

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
export function deleteFailureText(error: unknown, t: TFunction, section: 'labels' | 'areas'): string {
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
