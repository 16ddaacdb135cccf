import { useEffect, useState } from 'react';

/** Scores below this are refused, here and by the API: zxcvbn's "too guessable" (0) and "very guessable" (1). */
export const MIN_PASSWORD_SCORE = 2;

export interface PasswordStrength {
  /** zxcvbn's 0–4. */
  score: number;
  /** A key of auth:strength.warnings, such as `commonNames`. */
  warning: string | null;
  /** Keys of auth:strength.suggestions. */
  suggestions: string[];
}

type Estimator = typeof import('./password-estimator')['estimator'];
let estimator: Promise<Estimator> | undefined;

function loadEstimator(): Promise<Estimator> {
  estimator ??= import('./password-estimator').then(
    (module) => module.estimator,
    (error: unknown) => {
      // Offline or a failed download: try again next time; the server still checks.
      estimator = undefined;
      throw error;
    },
  );
  return estimator;
}

/** The person's e-mail and names, as the API counts them: whole, without diacritics, and in parts. */
function personalWords(personal: readonly string[]): string[] {
  const words = personal.flatMap((value) => {
    if (!value) return [];
    const plain = value.normalize('NFD').replace(/\p{M}/gu, '');
    return [value, plain, plain.split('@')[0], ...plain.split(/[@.\s_-]+/)];
  });
  return [...new Set(words)].filter((word) => word.length > 1);
}

export async function estimatePassword(password: string, personal: readonly string[]): Promise<PasswordStrength> {
  const { score, feedback } = (await loadEstimator()).check(password, personalWords(personal));
  return { score, warning: feedback.warning, suggestions: feedback.suggestions };
}

/** Whether to refuse the password before sending it; false when the estimator cannot load (the API decides). */
export async function isTooWeak(password: string, personal: readonly string[]): Promise<boolean> {
  try {
    return (await estimatePassword(password, personal)).score < MIN_PASSWORD_SCORE;
  } catch {
    return false;
  }
}

/** The strength of what is being typed, a moment after typing pauses; null while empty or not known yet. */
export function usePasswordStrength(password: string, personal: readonly string[]): PasswordStrength | null {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const personalKey = personal.join('\n');
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      estimatePassword(password, personalKey.split('\n')).then(
        (result) => current && setStrength(result),
        () => current && setStrength(null),
      );
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, personalKey]);
  return strength;
}
