// Queries shared by this feature's tests.
import { fireEvent, screen } from '@testing-library/react';

/** The field with this label; a required field's label ends in Mantine's ' *'. */
export function field(label: string): HTMLInputElement {
  const options = { selector: 'input, textarea' };
  return (screen.queryByLabelText(label, options) ??
    screen.getByLabelText(`${label} *`, options)) as HTMLInputElement;
}

/** The error text Mantine shows under a field (linked by its aria-describedby), or null. */
export function errorOf(label: string): string | null {
  const input = field(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const texts = ids.map((id) => document.getElementById(id)).filter((element) => element?.textContent);
  const error = texts.find((element) => element?.className.includes('error'));
  return error?.textContent ?? null;
}

export function type(label: string, value: string): void {
  fireEvent.change(field(label), { target: { value } });
}
