import type { TFunction } from 'i18next';

/** One namespace's texts in one language: nested objects of strings. */
export type TextBundle = { [key: string]: unknown };

/** The options `t()` takes here: a plural count, a fallback, an object instead of a string, and `{{name}}` values. */
export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  [name: string]: unknown;
}

/**
 * The app's texts and its language, with `t()` as i18next's (and typed by its `TFunction`, so a missing key still
 * fails to compile). The part of i18next the app uses and no more: i18next with react-i18next was 17.8 KB gzip of every
 * first load (plugins, backends, formatters, language detection, fallbacks), this is under 1 KB (issue 31). What
 * `t()` does, as i18next does it with this app's settings (translator.test.ts compares the two on every text):
 * - a key is `namespace:path.to.text`, a bare key is in `common`;
 * - with `count`, the language's plural form is looked up first (`_zero` for 0 when it exists, then `_one`, `_few`,
 *   `_many` or `_other` by `Intl.PluralRules`), then the bare key;
 * - `{{name}}` is replaced by the option of that name, unescaped (React escapes); a placeholder without a value stays;
 * - an object is returned only with `returnObjects`; a missing text gives `defaultValue`, else the key.
 * Not here, as the app uses none of them: `context`, `lng` or `ns` options, `t(key, 'default')`, arrays of keys,
 * nesting (`$t(…)`), formatters and fallback languages.
 */
export interface Translator {
  /** The language of the texts `t()` gives (a BCP 47 tag: cs, en). */
  readonly language: string;
  readonly t: TFunction;
  changeLanguage(language: string): Promise<void>;
  /** Adds or deep-merges a namespace's texts in a language. */
  addResourceBundle(language: string, namespace: string, bundle: object, deep?: boolean, overwrite?: boolean): void;
  hasResourceBundle(language: string, namespace: string): boolean;
  /** Calls `listener` after each change of language; returns the function that stops it. */
  onLanguageChanged(listener: (language: string) => void): () => void;
  /** A translator of its own language that shares these texts (a part of a screen in another language). */
  cloneInstance(options: { lng: string }): Translator;
}

type Store = Map<string, Map<string, TextBundle>>;

const DEFAULT_NAMESPACE = 'common';
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function isObject(value: unknown): value is TextBundle {
  return typeof value === 'object' && value !== null;
}

function merge(target: TextBundle, source: TextBundle, overwrite: boolean): TextBundle {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    const nested = isObject(value) && !Array.isArray(value);
    if (nested && isObject(current)) merge(current, value, overwrite);
    // Copied, so that merging more texts in later never changes a catalogue module's own objects.
    else if (overwrite || current === undefined) target[key] = nested ? merge({}, value, true) : value;
  }
  return target;
}

function lookup(bundle: TextBundle | undefined, path: string): unknown {
  let value: unknown = bundle;
  for (const part of path.split('.')) {
    if (!isObject(value)) return undefined;
    value = value[part];
  }
  return value;
}

function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.hasOwn(options, name)) return placeholder;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function translate(store: Store, language: string, key: string, options: TranslateOptions = {}): unknown {
  const separator = key.indexOf(':');
  const namespace = separator < 0 ? DEFAULT_NAMESPACE : key.slice(0, separator);
  const path = separator < 0 ? key : key.slice(separator + 1);
  const bundle = store.get(language)?.get(namespace);
  const { count } = options;
  const paths = [path];
  if (typeof count === 'number') {
    paths.unshift(`${path}_${pluralForm(language, count)}`);
    if (count === 0) paths.unshift(`${path}_zero`);
  }
  for (const candidate of paths) {
    const value = lookup(bundle, candidate);
    if (typeof value === 'string') return interpolate(value, options);
    if (isObject(value) && options.returnObjects) return value;
  }
  return options.defaultValue === undefined ? path : interpolate(options.defaultValue, options);
}

function createTranslatorOn(store: Store, initialLanguage: string): Translator {
  let language = initialLanguage;
  const listeners = new Set<(language: string) => void>();
  const t = ((key: string, options?: TranslateOptions) => translate(store, language, key, options)) as TFunction;
  return {
    get language() {
      return language;
    },
    t,
    async changeLanguage(next) {
      language = next;
      for (const listener of [...listeners]) listener(next);
    },
    addResourceBundle(lng, namespace, bundle, deep = false, overwrite = false) {
      let namespaces = store.get(lng);
      if (!namespaces) {
        namespaces = new Map();
        store.set(lng, namespaces);
      }
      const current = namespaces.get(namespace) ?? {};
      const texts = bundle as TextBundle;
      namespaces.set(namespace, deep ? merge(current, texts, overwrite) : { ...current, ...texts });
    },
    hasResourceBundle: (lng, namespace) => store.get(lng)?.has(namespace) ?? false,
    onLanguageChanged(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    cloneInstance: ({ lng }) => createTranslatorOn(store, lng),
  };
}

/** A translator in `language`, with these texts (language → namespace → texts) to begin with. */
export function createTranslator(language: string, resources: Record<string, Record<string, object>> = {}): Translator {
  const translator = createTranslatorOn(new Map(), language);
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [namespace, bundle] of Object.entries(namespaces)) translator.addResourceBundle(lng, namespace, bundle);
  }
  return translator;
}
