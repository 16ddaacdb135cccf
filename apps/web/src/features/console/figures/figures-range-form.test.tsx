import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleTexts as cs } from '../../../locales/cs/console';
import { validation as csValidation } from '../../../locales/cs/validation';
import { consoleTexts as en } from '../../../locales/en/console';
import { validation as enValidation } from '../../../locales/en/validation';
import { initTestI18n } from '../../../test/i18n';
import { FiguresRangeForm } from './figures-range-form';
import type { MonthRange } from './months';

const REFUSED_TO = [{ field: 'to', messageKey: 'INVALID_VALUE' }];

function renderForm(range: MonthRange, refusal = REFUSED_TO) {
  const onApply = vi.fn();
  render(
    <MantineProvider env="test">
      <FiguresRangeForm range={range} refusal={refusal} onApply={onApply} />
    </MantineProvider>,
  );
  return { onApply };
}

const LANGUAGES = [
  { code: 'cs', texts: cs.figures, validation: csValidation, consoleTexts: cs },
  { code: 'en', texts: en.figures, validation: enValidation, consoleTexts: en },
] as const;

describe.each(LANGUAGES)('the figures’ months ($code)', ({ code, texts, validation, consoleTexts }) => {
  const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

  beforeAll(async () => {
    const i18n = await initTestI18n(code);
    i18n.addResourceBundle(code, 'console', consoleTexts);
  });

  it('words the API’s refusal of a backward range on the last month, and focuses it', () => {
    renderForm({ from: '2026-05', to: '2026-04' });
    expect(screen.getByText(texts.order)).toBeTruthy();
    expect(document.activeElement).toBe(field(texts.to));
  });

  it('words the API’s refusal of more than 24 months', () => {
    renderForm({ from: '2024-01', to: '2026-01' });
    expect(screen.getByText(texts.span)).toBeTruthy();
  });

  it('drops the refusal once the months change, and applies them', () => {
    const { onApply } = renderForm({ from: '2026-05', to: '2026-04' });
    fireEvent.change(field(texts.from), { target: { value: '2026-03' } });
    expect(screen.queryByText(texts.order)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: texts.show }));
    expect(onApply).toHaveBeenCalledWith({ from: '2026-03', to: '2026-04' });
  });

  it('needs both months', () => {
    const { onApply } = renderForm({ from: '2026-01', to: '2026-04' }, []);
    fireEvent.change(field(texts.from), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: texts.show }));
    expect(screen.getByText(validation.REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(field(texts.from));
    expect(onApply).not.toHaveBeenCalled();
  });
});
