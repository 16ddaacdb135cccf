import { useState } from 'react';
import { toLanguageCode, toUiLanguage, type UiLanguage } from '../../../app/i18n/languages';
import type { Language } from '../../../generated/graphql';
import { useTranslation } from '../../../ui/i18n/use-translation';

/** The reader a preview is for (`PreviewFrame`'s switch) and whether the item's English version is complete. */
export interface PreviewLanguages {
  reader: UiLanguage;
  onReader(reader: UiLanguage): void;
  englishComplete: boolean;
}

/**
 * The language of the texts a reader gets, as the API answers them (platform/content-language.ts): a reader of English
 * gets the English version once it is complete, the Czech one until then; never a mix.
 */
export function textsLanguage(reader: UiLanguage, englishComplete: boolean): Language {
  return reader === 'en' && englishComplete ? 'en_US' : 'cs_CZ';
}

/** A text in the language the reader gets it in: the English twin when that is the language and it is written. */
export function localized(language: Language, czech: string, english: string | null | undefined): string {
  return (language === 'en_US' && english) || czech;
}

/** A picture's description as the reader gets it (the API's `Image.alt`): each picture's English one when it has it. */
export function readerAlt(image: { alt: string; altEn?: string | null }, reader: UiLanguage): string {
  return (reader === 'en' && image.altEn?.trim()) || image.alt;
}

/** The console's labels, each with both its names (the editors' options). */
export type LabelNames = ReadonlyArray<{ _id: string; labelCs: string; labelEn: string }>;

/**
 * A label named for the reader. The editor's item has it named in the UI's language; the console's list of labels
 * (the editor's options, already loaded) has both names.
 */
export function readerLabel<Label extends { _id: string; label: string }>(
  label: Label | null | undefined,
  named: LabelNames,
  reader: UiLanguage,
): Label | null {
  if (!label) return null;
  const both = named.find((other) => other._id === label._id);
  if (!both) return label;
  return { ...label, label: reader === 'en' ? both.labelEn : both.labelCs };
}

/**
 * The preview's reader, first one of the editor's own UI language, and the language of the texts they get. Hand
 * `languages` to `PreviewFrame`, which offers the switch.
 */
export function usePreviewReader(englishComplete: boolean) {
  const { i18n } = useTranslation();
  const [reader, setReader] = useState<UiLanguage>(() => toUiLanguage(toLanguageCode(i18n.language)));
  const languages: PreviewLanguages = { reader, onReader: setReader, englishComplete };
  return { reader, language: textsLanguage(reader, englishComplete), languages };
}
