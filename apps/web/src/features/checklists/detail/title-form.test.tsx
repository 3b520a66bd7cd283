import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { TitleForm } from './title-form';

async function renderForm(onSubmit: (title: string) => Promise<unknown>) {
  await renderPage(() => <TitleForm label="Ny gruppe" submitLabel="Tilføj gruppe" onSubmit={onSubmit} />);
  const field = screen.getByRole('textbox', { name: 'Ny gruppe' }) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  const button = () => screen.getByRole('button', { name: 'Tilføj gruppe' }) as HTMLButtonElement;
  const submit = () => fireEvent.click(button());
  const settled = () => waitFor(() => expect(button().getAttribute('data-loading')).toBeNull());
  return { field, type, submit, button, settled };
}

describe('TitleForm', () => {
  it('keeps the typed title when the write fails, and empties once it succeeds', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('nede')).mockResolvedValue(undefined);
    const { field, type, submit, settled } = await renderForm(onSubmit);
    type('  Første uge ');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenLastCalledWith('Første uge');
    await settled();
    expect(field.value).toBe('  Første uge ');

    submit();
    await waitFor(() => expect(field.value).toBe(''));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('keeps the next title typed while the write was under way', async () => {
    let answer: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { field, type, submit, settled } = await renderForm(onSubmit);
    type('Første dag');
    submit();
    type('Første uge');
    answer();
    await settled();
    expect(field.value).toBe('Første uge');
  });

  it("says 'Titel mangler' and sends nothing for a blank title", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { type, button } = await renderForm(onSubmit);
    type('   ');
    expect(screen.getByText('Titel mangler')).toBeTruthy();
    expect(button().disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
