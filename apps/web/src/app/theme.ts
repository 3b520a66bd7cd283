import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A calm teal-blue; shade 7 (the default filled colour) has 6.3:1 contrast on white. */
const kollega: MantineColorsTuple = [
  '#e7f6f7',
  '#cfeaec',
  '#a0d5d9',
  '#6dbfc5',
  '#46acb4',
  '#2c9aa3',
  '#1a858f',
  '#0f6b74',
  '#0a565e',
  '#06434a',
];

const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'kollega',
  primaryShade: { light: 7, dark: 5 },
  colors: { kollega },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  autoContrast: true,
});
