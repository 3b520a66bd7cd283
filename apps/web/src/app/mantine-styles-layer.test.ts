import { describe, expect, it } from 'vitest';

// Every source file of the web app, as text (Vite reads them at test time; nothing is executed).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** An import of a Mantine stylesheet: '@mantine/charts/styles.css', '@mantine/core/styles/Button.layer.css' … */
const MANTINE_STYLESHEET = /['"](@mantine\/[^'"]+\.css)['"]/g;

describe("Mantine's stylesheets", () => {
  it('are all imported in the mantine CSS layer, beneath the app’s own CSS (decision 018)', () => {
    const unlayered: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const [, stylesheet] of text.matchAll(MANTINE_STYLESHEET)) {
        if (!stylesheet?.endsWith('.layer.css')) unlayered.push(`${file}: ${stylesheet}`);
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(unlayered).toEqual([]);
  });
});
