import { type FormErrors, schemaResolver } from '@mantine/form';
import type { ApiError } from './api';

/** A zod schema (any Standard Schema), as Mantine's resolver takes it. */
type StandardSchema = Parameters<typeof schemaResolver>[0];

/**
 * Validates a Mantine form with the shared zod contract from @kollega/domain, the same schema the server uses,
 * so the form and the API cannot drift (CONVENTIONS.md). zod 4 implements Standard Schema, which Mantine reads;
 * errors land on the field's path ('company.name').
 */
export function zodResolver(schema: StandardSchema): (values: unknown) => FormErrors {
  return schemaResolver(schema, { sync: true });
}

/**
 * The server's per-field errors of a VALIDATION_ERROR (`body.company.name`) as form errors (`company.name`).
 * Returns an empty object when the error has none.
 */
export function serverFieldErrors(error: ApiError): FormErrors {
  const errors: FormErrors = {};
  for (const detail of error.details) {
    const path = detail.path.replace(/^body\./, '');
    if (path && !(path in errors)) errors[path] = detail.message;
  }
  return errors;
}

/**
 * After a refused submit, moves the keyboard focus to the first field with an error (in the order of the form),
 * so the message is read out. Fields are found by their `name`, which is the form path, or by `data-name`:
 * Mantine's Select and DateInput put `name` on a hidden input that cannot take the focus, so those fields carry
 * the path as `data-name` on the visible input instead.
 */
export function focusFirstError(form: HTMLFormElement | null, errors: FormErrors): void {
  if (!form) return;
  const names = new Set(Object.keys(errors));
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    const name = element.getAttribute('name') ?? element.getAttribute('data-name');
    if (name && names.has(name) && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
