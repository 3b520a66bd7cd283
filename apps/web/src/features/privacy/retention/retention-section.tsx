import {
  formatRetentionMonths,
  RETENTION_LIMITS,
  type RetentionSettings,
  retentionSettingsSchema,
} from '@kollega/domain';
import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api';
import { focusFirstError, serverFieldErrors, zodResolver } from '../../../lib/form';
import { QueryState } from '../../../ui/query-state';
import { SaveStatus } from '../../../ui/save-status';
import { useRetentionSettings, useSaveRetentionSettings } from './api';

const FIELDS: readonly {
  name: keyof RetentionSettings;
  label: string;
  min: number;
  description: string;
}[] = [
  {
    name: 'personalDataMonths',
    label: 'Personoplysninger og dokumenter',
    min: RETENTION_LIMITS.minMonths,
    description: 'Måneder efter fratrædelsesdatoen. Fra 6 måneder til 10 år.',
  },
  {
    name: 'agreementTextsMonths',
    label: 'Aftalers og møders tekster',
    min: RETENTION_LIMITS.minMonths,
    description: 'Beskrivelse, noter, forberedelse og bilag. Fra 6 måneder til 10 år.',
  },
  {
    name: 'timeRegistrationMonths',
    label: 'Tidsregistreringer',
    min: RETENTION_LIMITS.timeRegistrationMinMonths,
    description: 'Måneder efter den måned, registreringen hører til. Mindst 5 år efter loven.',
  },
];

/**
 * 'Opbevaring efter fratræden' (issue 33, decision 050): how long a former employee's data is kept, per
 * category, in months; every night Kollega anonymises what has run out. Validated with the server's schema.
 */
export function RetentionSection() {
  const settings = useRetentionSettings();
  if (!settings.isSuccess) return <QueryState query={settings} variant="alert" />;
  return <RetentionForm saved={settings.data} />;
}

function RetentionForm({ saved }: { saved: RetentionSettings }) {
  const save = useSaveRetentionSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<RetentionSettings>({
    initialValues: saved,
    validate: zodResolver(retentionSettingsSchema),
  });
  const { setErrors } = form;
  useEffect(() => {
    if (save.error instanceof ApiError) setErrors(serverFieldErrors(save.error));
  }, [save.error, setErrors]);
  const fieldErrorsShown = save.error instanceof ApiError && save.error.details.length > 0;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Opbevaring efter fratræden"
      onSubmit={form.onSubmit(
        (input) => save.mutate(retentionSettingsSchema.parse(input)),
        (errors) => focusFirstError(formRef.current, errors),
      )}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          Når en medarbejder er fratrådt, gemmer Kollega oplysningerne så længe, som I vælger her. Hver nat
          anonymiseres det, der er udløbet: navnet bliver til »Tidligere medarbejder« med et nummer, og
          CPR-nr., kontaktoplysninger, billede, dokumenter og noter slettes. Timer og feriedage bliver
          stående.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {FIELDS.map((field) => {
            const value = form.getValues()[field.name];
            return (
              <NumberInput
                key={form.key(field.name)}
                label={field.label}
                // The months said as years too: 60 måneder is 5 år.
                description={
                  Number.isInteger(value) && value > 0
                    ? `${field.description} Nu: ${formatRetentionMonths(value)}.`
                    : field.description
                }
                suffix=" mdr."
                min={field.min}
                max={RETENTION_LIMITS.maxMonths}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                // Not clamped on blur: a value under the floor is shown with its message, not silently raised.
                clampBehavior="none"
                data-name={field.name}
                {...form.getInputProps(field.name)}
                onChange={(next) =>
                  form.setFieldValue(field.name, typeof next === 'number' ? next : Number.NaN)
                }
              />
            );
          })}
        </SimpleGrid>
        <SaveStatus
          state={save.isSuccess ? 'saved' : save.isError && !fieldErrorsShown ? 'failed' : null}
          savedText="Opbevaringen er gemt."
          failedText={save.error?.message ?? ''}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Gem opbevaring
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
