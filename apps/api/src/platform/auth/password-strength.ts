import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * Passwords scoring below this are refused: 0 and 1 are zxcvbn's "too guessable" and "very guessable" (fewer than
 * 10^6 guesses), such as "heslo123", "password1" or a name with a year. The web app's meter
 * (apps/web/src/ui/forms/password-strength.ts) uses the same score, dictionaries and length.
 */
export const MIN_PASSWORD_SCORE = 2;
/**
 * Only the first 40 characters are estimated: the matcher's time grows fast with length (a 128-character
 * repetition took over a second of CPU), and a password whose first 40 characters are strong is strong.
 */
const ESTIMATED_LENGTH = 40;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** The estimator with the common, English and Czech dictionaries, built on first use (~0.4 s, ~30 MB of heap). */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-cs'),
  ]).then(
    ([{ ZxcvbnFactory }, common, en, cs]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary, ...cs.dictionary },
        graphs: common.adjacencyGraphs,
        maxLength: ESTIMATED_LENGTH,
      }),
  );
  return estimator;
}

/**
 * zxcvbn's score (0–4) of a password, counting what the person told us about themselves (e-mail, names) as easy
 * to guess.
 */
export async function passwordScore(
  password: string,
  personal: readonly (string | null | undefined)[],
): Promise<number> {
  const words = personal.flatMap((value) => {
    if (!value) return [];
    // "Zábranský" is typed "zabransky" as often as not.
    const plain = value.normalize('NFD').replace(/\p{M}/gu, '');
    return [value, plain, plain.split('@')[0], ...plain.split(/[@.\s_-]+/)];
  });
  return (await loadEstimator()).check(
    password,
    [...new Set(words)].filter((word) => word.length > 1),
  ).score;
}
