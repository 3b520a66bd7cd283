import {
  ABSENCE_TYPE_COLORS,
  ABSENCE_TYPE_MESSAGES,
  type AbsenceTypeSettings,
  absenceTypeSettingsSchema,
  isQuotaAbsenceType,
  OPTIONAL_ABSENCE_TYPE_NAMES,
  OPTIONAL_ABSENCE_TYPES,
} from '@kollega/domain';
import { Badge, Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../../lib/api';
import { focusFirstError, serverFieldErrors, zodResolver } from '../../../../lib/form';
import { useAbsenceTypeSettings, useSaveAbsenceTypeSettings } from '../../api/absence-types';

/**
 * 'Fraværstyper' (issue 34, decision 044): which of Barsel, Barns sygedag, Omsorgsdag, Seniordag, Afspadsering,
 * Tjenestefri and Kursus the company uses, whether each stands in for the norm in plus/minus, and the yearly
 * quotas of Omsorgsdag and Seniordag (Seniordag from an age). Validated with the server's schema.
 */
export function AbsenceTypesSection() {
  const settings = useAbsenceTypeSettings();
  if (settings.isError) return <Text size="sm">{settings.error.message}</Text>;
  if (!settings.data) return <Text size="sm">Indlæser...</Text>;
  return <AbsenceTypesForm saved={settings.data} />;
}

function AbsenceTypesForm({ saved }: { saved: AbsenceTypeSettings }) {
  const save = useSaveAbsenceTypeSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<AbsenceTypeSettings>({
    initialValues: saved,
    validate: zodResolver(absenceTypeSettingsSchema),
  });
  const { setErrors } = form;
  useEffect(() => {
    if (save.error instanceof ApiError) setErrors(serverFieldErrors(save.error));
  }, [save.error, setErrors]);
  const values = form.getValues();
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        (input) => save.mutate(absenceTypeSettingsSchema.parse(input)),
        (errors) => focusFirstError(formRef.current, errors),
      )}
    >
      <Stack gap="sm">
        {OPTIONAL_ABSENCE_TYPES.map((type) => {
          const setting = values[type];
          const name = OPTIONAL_ABSENCE_TYPE_NAMES[type];
          return (
            <Paper key={type} withBorder p="sm">
              <Stack gap="xs">
                <Group gap="sm" wrap="wrap">
                  <Checkbox
                    label={`Brug ${name}`}
                    data-name={`${type}.enabled`}
                    {...form.getInputProps(`${type}.enabled`, { type: 'checkbox' })}
                  />
                  <Badge color={ABSENCE_TYPE_COLORS[type]} variant="light" c="dark.8">
                    {name}
                  </Badge>
                </Group>
                {setting.enabled ? (
                  <>
                    <Checkbox
                      label="Tæller som normtid (plus/minus)"
                      data-name={`${type}.standsInForNorm`}
                      {...form.getInputProps(`${type}.standsInForNorm`, { type: 'checkbox' })}
                    />
                    {isQuotaAbsenceType(type) ? (
                      <SimpleGrid cols={{ base: 1, xs: 2 }}>
                        <NumberInput
                          label="Dage pr. kalenderår"
                          name={`${type}.quotaDays`}
                          min={0}
                          max={50}
                          step={0.5}
                          decimalScale={1}
                          decimalSeparator=","
                          allowNegative={false}
                          {...form.getInputProps(`${type}.quotaDays`)}
                          onChange={(value) =>
                            form.setFieldValue(`${type}.quotaDays`, typeof value === 'number' ? value : 0)
                          }
                        />
                        {type === 'seniorDay' ? (
                          <NumberInput
                            label="Fra alder (år)"
                            name="seniorDay.fromAge"
                            min={18}
                            max={80}
                            allowDecimal={false}
                            allowNegative={false}
                            {...form.getInputProps('seniorDay.fromAge')}
                            onChange={(value) =>
                              form.setFieldValue('seniorDay.fromAge', typeof value === 'number' ? value : 0)
                            }
                          />
                        ) : null}
                      </SimpleGrid>
                    ) : null}
                  </>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
        {save.isSuccess ? (
          <Text size="sm" role="status">
            {ABSENCE_TYPE_MESSAGES.saved}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Gem fraværstyper
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
