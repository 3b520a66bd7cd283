import { type FormErrors, useForm } from '@mantine/form';
import { type FormEvent, useEffect, useRef } from 'react';
import { ApiError } from './api';
import { focusFirstError, serverFieldErrors, zodResolver } from './form';

type StandardSchema = Parameters<typeof zodResolver>[0];

export type EntityFormOptions<Values extends Record<string, unknown>> = {
  /** The domain's zod schema, the one the server validates the body with. */
  schema?: StandardSchema;
  /** A form whose domain check is a function rather than a schema gives it here (used when there is no schema). */
  validate?: (values: Values) => FormErrors;
  /** The entity's values as the form shows them (empty values for a new one). */
  values: Values;
  /**
   * When this changes (a modal opens, a tab shows another entity, the entity is loaded again after a save), the
   * form is reset to `values`, so a dialog never shows the edits of the last time it was open. Compared with
   * Object.is, so pass an id, a flag or the query's data object.
   */
  resetKey?: unknown;
  /** Validate a field as it changes (a length limit shown while typing), not only on submit. */
  validateInputOnChange?: boolean;
};

/**
 * One load-edit-save form: Mantine's `useForm` validated by the domain schema, reset to the entity on open, and a
 * submit wrapper that runs the save, puts a 400 VALIDATION_ERROR's details on the fields and moves the focus to
 * the first field with an error (client or server), so the message is read out. The save's own error message is
 * still the mutation's (shown by the form's footer); the wrapper only adds the per-field part.
 */
export function useEntityForm<Values extends Record<string, unknown>>({
  schema,
  validate,
  values,
  resetKey,
  validateInputOnChange = false,
}: EntityFormOptions<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: values,
    validate: schema ? zodResolver(schema) : validate,
    validateInputOnChange,
  });

  // Reset on open: the latest values are read through a ref and the last key is remembered, so only a new key
  // resets (a re-render with equal values must not wipe what the user is typing).
  const latest = useRef(values);
  latest.current = values;
  const lastKey = useRef(resetKey);
  useEffect(() => {
    if (Object.is(lastKey.current, resetKey)) return;
    lastKey.current = resetKey;
    form.setInitialValues(latest.current);
    form.setValues(latest.current);
    form.resetDirty(latest.current);
    form.clearErrors();
  }, [resetKey, form.setInitialValues, form.setValues, form.resetDirty, form.clearErrors]);

  function showErrors(errors: FormErrors) {
    form.setErrors(errors);
    focusFirstError(formRef.current, errors);
  }

  /**
   * The form's onSubmit: validates, then awaits `save` (a mutation's `mutateAsync`). A refused save with field
   * details puts them on the fields; any other failure is left to the mutation's error state.
   */
  function onSubmit(
    save: (values: Values) => Promise<unknown>,
  ): (event?: FormEvent<HTMLFormElement>) => void {
    return form.onSubmit(
      async (submitted) => {
        try {
          await save(submitted);
        } catch (error) {
          if (error instanceof ApiError) {
            const fieldErrors = serverFieldErrors(error);
            if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
          }
        }
      },
      (errors) => focusFirstError(formRef.current, errors),
    );
  }

  return { form, formRef, onSubmit, showErrors };
}
