import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import { BreakMinutesInput, breakMinutesError, digitsOnly } from './break-minutes-input';

function Harness({ onValue }: { onValue: (minutes: number) => void }) {
  const [minutes, setMinutes] = useState(30);
  return (
    <BreakMinutesInput
      value={minutes}
      onChange={(next) => {
        setMinutes(next);
        onValue(next);
      }}
    />
  );
}

async function renderField() {
  const values: number[] = [];
  await renderPage(() => <Harness onValue={(minutes) => values.push(minutes)} />);
  return { input: screen.getByLabelText('Pause') as HTMLInputElement, values };
}

describe('BreakMinutesInput', () => {
  it("shows the minutes as 'N min' and asks for a number keyboard", async () => {
    const { input } = await renderField();
    expect(input.value).toBe('30');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    // The unit sits in the field's right section, beside the number.
    expect(input.closest('.mantine-InputWrapper-root')?.textContent).toContain('min');
  });

  it('keeps only the digits of what is typed or pasted', async () => {
    const { input, values } = await renderField();
    fireEvent.change(input, { target: { value: '4a5 min' } });
    expect(input.value).toBe('45');
    expect(values.at(-1)).toBe(45);
    fireEvent.change(input, { target: { value: '-1,5' } });
    expect(input.value).toBe('15');
  });

  it('may be emptied while typing, counting as 0, and shows 0 once left', async () => {
    const { input, values } = await renderField();
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('');
    expect(values.at(-1)).toBe(0);
    fireEvent.blur(input);
    expect(input.value).toBe('0');
  });
});

describe('break rules', () => {
  it('strips everything but digits', () => {
    expect(digitsOnly(' 3x0 ')).toBe('30');
  });

  it('refuses a break over 240 minutes', () => {
    expect(breakMinutesError(240)).toBeNull();
    expect(breakMinutesError(241)).toBe('Pausen kan højst være 240 minutter.');
  });
});
