import { NativeSelect } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import { QUARTER_HOUR_OPTIONS, quarterHourOptionsWith } from './quarter-hour-options';

async function renderSelect(value: string) {
  await renderPage(() => (
    <NativeSelect label="Start" value={value} onChange={() => {}}>
      {quarterHourOptionsWith(value)}
    </NativeSelect>
  ));
  const select = screen.getByRole('combobox', { name: 'Start' }) as HTMLSelectElement;
  return { select, values: Array.from(select.options, (option) => option.value) };
}

describe('quarter-hour options', () => {
  it('offers the 96 quarter hours from 00:00 to 23:45, each shown as its value', async () => {
    const { select, values } = await renderSelect('08:15');
    expect(values).toHaveLength(96);
    expect(values.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(values.at(-1)).toBe('23:45');
    expect(Array.from(select.options).every((option) => option.text === option.value)).toBe(true);
    expect(select.value).toBe('08:15');
  });

  it('offers a stored time off the grid first, so it shows as it is', async () => {
    const { select, values } = await renderSelect('08:07');
    expect(values).toHaveLength(97);
    expect(values[0]).toBe('08:07');
    expect(select.value).toBe('08:07');
  });

  it('hands out the same elements for a time on the grid or none, so a select rendered again keeps them', () => {
    expect(quarterHourOptionsWith('16:00')).toBe(QUARTER_HOUR_OPTIONS);
    expect(quarterHourOptionsWith('')).toBe(QUARTER_HOUR_OPTIONS);
  });
});
