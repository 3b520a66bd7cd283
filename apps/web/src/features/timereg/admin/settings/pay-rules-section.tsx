import {
  BAND_DAYS,
  type BandDay,
  DEFAULT_PAY_RULES,
  PAY_RULE_MESSAGES,
  type PayRules,
  payRulesSchema,
  quarterHourOptions,
  SUPPLEMENT_CATEGORIES,
  type SupplementCode,
} from '@kollega/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../../lib/api';
import { focusFirstError, serverFieldErrors, zodResolver } from '../../../../lib/form';
import { usePayRules, useSavePayRules } from '../../api/pay-rules';

const TIME_OPTIONS = quarterHourOptions();
const DAY_LABELS: Readonly<Record<string, string>> = {
  '1': 'Mandag',
  '2': 'Tirsdag',
  '3': 'Onsdag',
  '4': 'Torsdag',
  '5': 'Fredag',
  '6': 'Lørdag',
  '7': 'Søndag',
  holiday: 'Helligdage',
};
const DAY_OPTIONS = BAND_DAYS.map((day) => ({ value: String(day), label: DAY_LABELS[String(day)] ?? '' }));
const CATEGORY_OPTIONS = SUPPLEMENT_CATEGORIES.map((category) => ({
  value: category.code,
  label: category.label,
}));

function toDays(values: string[]): BandDay[] {
  return values.map((value) => (value === 'holiday' ? 'holiday' : (Number(value) as BandDay)));
}

/**
 * 'Løn og tillæg' (issue 34, decision 045): the collective agreement's supplement bands (a category on chosen
 * days between two quarter-hour times; an end at or before the start runs past midnight) and the week's
 * overtime hours paid at 50 % before the rest is paid at 100 %. Validated with the server's schema.
 */
export function PayRulesSection() {
  const rules = usePayRules();
  if (rules.isError) return <Text size="sm">{rules.error.message}</Text>;
  if (!rules.data) return <Text size="sm">Indlæser...</Text>;
  return <PayRulesForm saved={rules.data} />;
}

function PayRulesForm({ saved }: { saved: PayRules }) {
  const save = useSavePayRules();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<PayRules>({ initialValues: saved, validate: zodResolver(payRulesSchema) });
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
        (input) => save.mutate(payRulesSchema.parse(input)),
        (errors) => focusFirstError(formRef.current, errors),
      )}
    >
      <Stack gap="sm">
        <Switch
          label="Beregn tillæg og overarbejde i Lønudtrækket"
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        {/* The bands and the split only while the rules are on: switched off they are not used. */}
        {values.enabled ? (
          <>
            {values.bands.length === 0 ? <Text size="sm">Ingen tillægsperioder.</Text> : null}
            {values.bands.map((band, index) => (
              <Paper key={form.key(`bands.${index}`)} withBorder p="sm">
                <Stack gap="xs">
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <Select
                      label="Tillæg"
                      data={CATEGORY_OPTIONS}
                      allowDeselect={false}
                      data-name={`bands.${index}.category`}
                      {...form.getInputProps(`bands.${index}.category`)}
                      onChange={(value) =>
                        form.setFieldValue(`bands.${index}.category`, value as SupplementCode)
                      }
                    />
                    <Select
                      label="Fra"
                      data={TIME_OPTIONS}
                      allowDeselect={false}
                      data-name={`bands.${index}.from`}
                      {...form.getInputProps(`bands.${index}.from`)}
                    />
                    <Select
                      label="Til"
                      description={band.to <= band.from ? 'Til næste dag' : undefined}
                      data={TIME_OPTIONS}
                      allowDeselect={false}
                      data-name={`bands.${index}.to`}
                      {...form.getInputProps(`bands.${index}.to`)}
                    />
                  </SimpleGrid>
                  <Group align="flex-end" wrap="nowrap">
                    <MultiSelect
                      label="Dage"
                      data={DAY_OPTIONS}
                      style={{ flex: 1, minWidth: 0 }}
                      data-name={`bands.${index}.days`}
                      value={band.days.map(String)}
                      error={form.errors[`bands.${index}.days`]}
                      onChange={(days) => form.setFieldValue(`bands.${index}.days`, toDays(days))}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Fjern tillægsperiode ${index + 1}`}
                      onClick={() => form.removeListItem('bands', index)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </Stack>
              </Paper>
            ))}
            <Group>
              <Button
                variant="default"
                disabled={values.bands.length >= 20}
                onClick={() =>
                  form.insertListItem('bands', {
                    category: 'AFTEN',
                    days: [1, 2, 3, 4, 5],
                    from: '18:00',
                    to: '23:00',
                  })
                }
              >
                Tilføj tillægsperiode
              </Button>
              <Button
                variant="subtle"
                onClick={() => form.setValues({ ...DEFAULT_PAY_RULES, enabled: values.enabled })}
              >
                Brug standardperioderne
              </Button>
            </Group>
            <Checkbox
              label="Del overarbejde i 50 % og 100 %"
              checked={values.overtimeFiftyHours !== null}
              onChange={(event) =>
                form.setFieldValue('overtimeFiftyHours', event.currentTarget.checked ? 3 : null)
              }
            />
            {values.overtimeFiftyHours !== null ? (
              <NumberInput
                label="Timer om ugen til 50 %"
                description="Ugens overarbejde ud over disse timer betales med 100 %."
                min={0}
                max={168}
                step={0.25}
                decimalScale={2}
                decimalSeparator=","
                w={220}
                name="overtimeFiftyHours"
                {...form.getInputProps('overtimeFiftyHours')}
                onChange={(value) =>
                  form.setFieldValue('overtimeFiftyHours', typeof value === 'number' ? value : 0)
                }
              />
            ) : null}
          </>
        ) : null}
        <div role="status" aria-live="polite">
          {save.isSuccess ? (
            <Text size="sm" c="kollega.9">
              {PAY_RULE_MESSAGES.saved}
            </Text>
          ) : null}
          {save.isError && !(save.error instanceof ApiError && save.error.details.length > 0) ? (
            <Text size="sm" c="red.9">
              {save.error.message}
            </Text>
          ) : null}
        </div>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Gem løn og tillæg
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
