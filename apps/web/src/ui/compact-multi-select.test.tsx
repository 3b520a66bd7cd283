import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompactMultiSelect } from './compact-multi-select';

const data = [
  { value: 'a', label: 'Anna' },
  { value: 'b', label: 'Bo' },
  { value: 'c', label: 'Carl' },
];

function renderWith(value: string[]) {
  render(
    <MantineProvider env="test">
      <CompactMultiSelect label="Medarbejdere" data={data} value={value} onChange={() => {}} />
    </MantineProvider>,
  );
}

function pills(): string[] {
  return Array.from(document.querySelectorAll('.mantine-Pill-root')).map((pill) => pill.textContent ?? '');
}

describe('CompactMultiSelect', () => {
  it('shows up to two picked values as pills', () => {
    renderWith(['a', 'b']);
    expect(pills()).toEqual(['Anna', 'Bo']);
  });

  it("shows 'N valgt...' above two", () => {
    renderWith(['a', 'b', 'c']);
    expect(pills()).toEqual(['3 valgt...']);
  });
});
