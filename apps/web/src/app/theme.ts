import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// Forest green. Shade 8 (#1d6b3a) carries white text at 6.5:1 and reads as link text on white at 6.5:1, so
// filled buttons and links pass WCAG AA; Mantine's default blue would not.
const forest: MantineColorsTuple = [
  '#eaf6ee',
  '#d2ecda',
  '#a6d8b5',
  '#76c28e',
  '#4fae6d',
  '#389f59',
  '#2a8a4b',
  '#237a42',
  '#1d6b3a',
  '#14552d',
];

export const theme = createTheme({
  primaryColor: 'forest',
  primaryShade: 8,
  colors: { forest },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '750',
  },
});

// Mantine's dimmed grey (3.3:1) and error red (3.6:1) fail AA contrast on white; darker shades pass (>= 4.8:1).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-placeholder': '#6b7280',
  },
  dark: {},
});
