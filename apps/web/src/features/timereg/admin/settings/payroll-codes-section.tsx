import { PAYROLL_CODE_CATEGORIES, PAYROLL_CODE_MESSAGES, type PayrollCodes } from '@kollega/domain';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../../lib/api';
import { usePayrollCodes, useSavePayrollCodes } from '../../api/payroll-codes';

/**
 * 'Lønarter' (issue 28): the payroll system's code for each pay category, used by the Danløn layout of the
 * Lønudtræk. The employees' own numbers are set under 'Løn og saldo' in Overblik.
 */
export function PayrollCodesSection() {
  const codes = usePayrollCodes();
  const save = useSavePayrollCodes();
  const [values, setValues] = useState<PayrollCodes | null>(null);
  useEffect(() => {
    if (codes.data && values === null) setValues(codes.data);
  }, [codes.data, values]);
  if (codes.isError) return <Text size="sm">{codes.error.message}</Text>;
  if (values === null) return <Text size="sm">Indlæser...</Text>;
  const errors = Object.fromEntries(
    (save.error instanceof ApiError ? save.error.details : []).map((detail) => [
      detail.path.replace(/^body\./, ''),
      detail.message,
    ]),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {PAYROLL_CODE_CATEGORIES.map((category) => (
            <TextInput
              key={category.code}
              label={`Lønart for ${category.label.toLowerCase()}`}
              value={values[category.code] ?? ''}
              onChange={(event) => setValues({ ...values, [category.code]: event.currentTarget.value })}
              error={errors[category.code]}
            />
          ))}
        </SimpleGrid>
        <div role="status" aria-live="polite">
          {save.isSuccess ? (
            <Text size="sm" c="kollega.9">
              {PAYROLL_CODE_MESSAGES.saved}
            </Text>
          ) : null}
          {save.isError && Object.keys(errors).length === 0 ? (
            <Text size="sm" c="red.9">
              {save.error.message}
            </Text>
          ) : null}
        </div>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Gem lønarter
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
