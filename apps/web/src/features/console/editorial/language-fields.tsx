import { Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { registerValidationTexts } from '../../../app/i18n/validation-texts';
import { useValidationTranslator, validationMessage } from '../../../ui/forms/validation-message';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { MarkdownField } from './markdown-field';

registerValidationTexts();

/** The texts a trip and an article have in each language: Czech under the plain name, English with `En`. */
export interface LanguageTexts {
  title: string;
  preview: string;
  perex: string;
  content: string;
  titleEn: string;
  previewEn: string;
  perexEn: string;
  contentEn: string;
}

type Text = 'title' | 'preview' | 'perex' | 'content';

interface LanguageFieldsProps<Values extends LanguageTexts> {
  form: UseFormReturn<Values>;
  language: 'cs' | 'en';
  /** Whose labels and hints: the trip editor's or the article editor's. */
  texts: 'tripEditor' | 'articleEditor';
  /** The item's other English texts (pictures' descriptions, an address): any of them written starts the English. */
  otherEnglish?: (values: Values) => string[];
  /** Fields between the title and the preview (an article's address). */
  afterTitle?: ReactNode;
}

/**
 * The title, preview, perex and content of one language, for a panel of `LanguageTabs`. The Czech title is required;
 * the English one once any English text is written (the API says the same: REQUIRED on titleEn).
 */
export function LanguageFields<Values extends LanguageTexts>({
  form,
  language,
  texts,
  otherEnglish = () => [],
  afterTitle,
}: LanguageFieldsProps<Values>) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  // Safe: Values extends LanguageTexts, so every field used here is one of the form's, with the same type.
  const { register, control, formState } = form as unknown as UseFormReturn<LanguageTexts>;
  const name = (text: Text): keyof LanguageTexts => (language === 'cs' ? text : `${text}En`);
  const label = (text: Text) => t(`console:${texts}.fields.${name(text)}`);
  const error = (text: Text) => translate(formState.errors[name(text)]?.message);
  const validateTitle = (value: string, values: LanguageTexts) => {
    if (value.trim()) return true;
    const english = [values.previewEn, values.perexEn, values.contentEn, ...otherEnglish(form.getValues())];
    const required = language === 'cs' || english.some((text) => text.trim());
    return required ? validationMessage('REQUIRED') : true;
  };

  return (
    <Stack gap="md">
      <TextInput
        {...register(name('title'), { validate: validateTitle })}
        label={label('title')}
        error={error('title')}
        withAsterisk={language === 'cs'}
        maxLength={120}
        lang={language}
      />
      {afterTitle}
      <Textarea
        {...register(name('preview'))}
        label={label('preview')}
        description={t(`console:${texts}.fields.previewHint`)}
        error={error('preview')}
        autosize
        minRows={2}
        maxLength={300}
        lang={language}
      />
      <Textarea
        {...register(name('perex'))}
        label={label('perex')}
        description={t(`console:${texts}.fields.perexHint`)}
        error={error('perex')}
        autosize
        minRows={3}
        maxLength={600}
        lang={language}
      />
      <Controller
        control={control}
        name={name('content')}
        render={({ field, fieldState }) => (
          <MarkdownField
            name={name('content')}
            label={label('content')}
            description={t(`console:${texts}.fields.contentHint`)}
            value={field.value}
            onChange={field.onChange}
            error={translate(fieldState.error?.message)}
          />
        )}
      />
    </Stack>
  );
}
