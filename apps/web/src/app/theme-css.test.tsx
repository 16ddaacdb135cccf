import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { themeCssVariables } from './theme-css';

describe('themeCssVariables', () => {
  it('is the stylesheet MantineProvider injects for the theme', () => {
    const { container } = render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <p>Toulky</p>
      </MantineProvider>,
    );
    const injected = container.querySelector('style[data-mantine-styles]')?.innerHTML;
    expect(injected).toContain('--mantine-primary-color-filled');
    expect(themeCssVariables()).toBe(injected);
  });
});
