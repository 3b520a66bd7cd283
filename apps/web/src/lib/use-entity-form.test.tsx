import { hrContactFormSchema } from '@kollega/domain';
import { MantineProvider, TextInput } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { useEntityForm } from './use-entity-form';

type Contact = { name: string; title: string; email: string; phone: string };
const ANNA: Contact = { name: 'Anna', title: 'HR', email: 'anna@example.dk', phone: '' };
const BO: Contact = { name: 'Bo', title: '', email: '', phone: '' };

function ContactForm({ contact, save }: { contact: Contact; save: (values: Contact) => Promise<unknown> }) {
  const { form, formRef, onSubmit } = useEntityForm<Contact>({
    schema: hrContactFormSchema,
    values: contact,
    resetKey: contact,
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit(save)}>
      <TextInput label="Navn" {...form.getInputProps('name')} name="name" />
      <TextInput label="E-mail" {...form.getInputProps('email')} name="email" />
      <button type="submit">Gem</button>
    </form>
  );
}

function renderForm(contact: Contact, save: (values: Contact) => Promise<unknown> = async () => {}) {
  const view = render(
    <MantineProvider env="test">
      <ContactForm contact={contact} save={save} />
    </MantineProvider>,
  );
  return {
    rerender: (next: Contact) =>
      view.rerender(
        <MantineProvider env="test">
          <ContactForm contact={next} save={save} />
        </MantineProvider>,
      ),
  };
}

describe('useEntityForm', () => {
  it("puts a 400 VALIDATION_ERROR's field detail on the field and focuses it", async () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'Ugyldige oplysninger', {
      details: [{ path: 'body.email', message: 'E-mailadressen er allerede i brug' }],
    });
    renderForm(ANNA, () => Promise.reject(refused));
    fireEvent.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('E-mailadressen er allerede i brug')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
  });

  it('focuses the first field the schema refuses and does not save', async () => {
    let saved = 0;
    renderForm({ ...BO, name: '' }, async () => {
      saved += 1;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gem' }));
    const name = screen.getByRole('textbox', { name: 'Navn' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(saved).toBe(0);
  });

  it('resets to the entity when another one is opened, dropping unsaved edits', async () => {
    const { rerender } = renderForm(ANNA);
    const name = screen.getByRole('textbox', { name: 'Navn' }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Anna (ikke gemt)' } });
    expect(name.value).toBe('Anna (ikke gemt)');
    rerender(BO);
    await waitFor(() => expect(name.value).toBe('Bo'));
    rerender({ ...ANNA });
    await waitFor(() => expect(name.value).toBe('Anna'));
  });
});
