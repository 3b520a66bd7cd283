import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type ModalProps,
} from '@mantine/core';

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
  components: {
    // Every dialog's close button gets a Danish name; without one, screen readers announce an unnamed button.
    // A plain object rather than Modal.extend(), which would put Modal and its scroll lock in the first download.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Luk' } } satisfies Partial<ModalProps> },
    // A badge is a status word ('Forfalden', 'Afventer', a date): cut to 'FO…' it says nothing (issue 24). Mantine
    // lets a badge shrink below its text in a flex row or a narrow table column and adds an ellipsis; never
    // narrower than its text, the row wraps or the table scrolls in its box instead.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
  },
});

/**
 * Text colours Mantine derives from shades too light for small text on white (WCAG AA, 4.5:1): error messages
 * (red.6 → red.9) and descriptions and other dimmed text (gray.6 → gray.7).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
