import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { registerValidationTexts } from '../../../app/i18n/validation-texts';
import type { ServerFieldError } from '../../../ui/forms/server-errors';
import { isValidationKey, useValidationTranslator, validationMessage } from '../../../ui/forms/validation-message';
import { useTranslation } from '../../../ui/i18n/use-translation';
import classes from './figures.module.css';
import { type MonthRange, rangeProblem } from './months';

registerValidationTexts();

type Field = keyof MonthRange;
const FIELDS: readonly Field[] = ['from', 'to'];

interface FiguresRangeFormProps {
  /** The range shown (or refused). */
  range: MonthRange;
  /** The API's field errors on that range. */
  refusal: ServerFieldError[];
  onApply(range: MonthRange): void;
}

/**
 * The months to show, as native month fields (Chromium gives them a keyboard-friendly picker). The API checks the
 * range; its refusal shows on the field, worded by what is wrong, and focus goes there.
 */
export function FiguresRangeForm({ range, refusal, onApply }: FiguresRangeFormProps) {
  const { t } = useTranslation();
  const translate = useValidationTranslator();
  const [values, setValues] = useState(range);
  const [missing, setMissing] = useState<Field[]>([]);
  const inputs = useRef<Record<Field, HTMLInputElement | null>>({ from: null, to: null });
  const refusedField = (field: Field) => refusal.find((entry) => entry.field.split('.').pop() === field);
  const firstRefused = FIELDS.find(refusedField);

  // A refusal arrives after the range was sent: focus goes to the field it is about.
  useEffect(() => {
    if (firstRefused) inputs.current[firstRefused]?.focus();
  }, [firstRefused]);

  const errorOf = (field: Field): string | undefined => {
    if (missing.includes(field)) return translate(validationMessage('REQUIRED'));
    const refused = refusedField(field);
    // Once the months are changed, the refusal is about a range no longer in the fields.
    if (!refused || values.from !== range.from || values.to !== range.to) return undefined;
    const problem = field === 'to' && refused.messageKey === 'INVALID_VALUE' ? rangeProblem(range) : null;
    if (problem) return t(`console:figures.${problem}`);
    const key = isValidationKey(refused.messageKey) ? refused.messageKey : 'INVALID_VALUE';
    return translate(validationMessage(key, refused.params));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = FIELDS.filter((field) => !values[field]);
    setMissing(empty);
    if (empty[0]) {
      inputs.current[empty[0]]?.focus();
      return;
    }
    onApply(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            ref={(node) => {
              inputs.current[field] = node;
            }}
            type="month"
            label={t(`console:figures.${field}`)}
            description={field === 'to' ? t('console:figures.rangeHint') : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            value={values[field]}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setValues((current) => ({ ...current, [field]: value }));
              setMissing((current) => current.filter((other) => other !== field));
            }}
            error={errorOf(field)}
          />
        ))}
        <Button type="submit" className={classes.apply}>
          {t('console:figures.show')}
        </Button>
      </Group>
    </form>
  );
}
