import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

type Scheme = 'variables' | 'light' | 'dark';

/**
 * The CSS variables in which the app's theme differs from Mantine's defaults (those are in Mantine's
 * default-css-variables.css): the stylesheet MantineProvider would otherwise work out and inject while it renders
 * the first screen, ~60 ms of a mid-range phone's start-up (4× CPU throttling). Written at build time as
 * `virtual:theme.css` (vite.config.ts), and MantineProvider runs with `withCssVariables={false}`.
 */
export function themeCssVariables(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const resolved = defaultCssVariablesResolver(merged);
  const overrides = cssVariablesResolver(merged);
  const changed = (scheme: Scheme) =>
    Object.fromEntries(
      Object.entries({ ...resolved[scheme], ...overrides[scheme] }).filter(
        ([name, value]) => defaults[scheme][name as keyof (typeof defaults)[Scheme]] !== value,
      ),
    );
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
}
