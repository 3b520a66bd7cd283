import { type EmployeePayroll, PAYROLL_MESSAGES, TIMEREG_FIRST_DATE } from '@kollega/domain';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../../lib/api';
import { DateField } from '../../../../ui/date-field';
import { useEmployeePayroll, useSaveEmployeePayroll } from '../../api/employee-payroll';

type Props = { employeeId: string; name: string; opened: boolean; onClose: () => void };

/**
 * 'Løn og saldo' (decision 029): the employee's number in the payroll system (the Lønudtræk's first column) and the
 * start of the running plus/minus balance with the hours carried in.
 */
export function PayrollModal({ employeeId, name, opened, onClose }: Props) {
  const payroll = useEmployeePayroll(employeeId);
  const save = useSaveEmployeePayroll(employeeId);
  const [values, setValues] = useState<EmployeePayroll | null>(null);
  useEffect(() => {
    if (payroll.data && values === null) setValues(payroll.data);
  }, [payroll.data, values]);
  const errors = Object.fromEntries(
    (save.error instanceof ApiError ? save.error.details : []).map((detail) => [
      detail.path.replace(/^body\./, ''),
      detail.message,
    ]),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={`Løn og saldo – ${name}`} centered>
      {values === null ? (
        <Text size="sm">Indlæser...</Text>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(values);
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Medarbejdernr."
              description="Nummeret i lønsystemet; første kolonne i lønudtrækket."
              value={values.employeeNumber}
              onChange={(event) => setValues({ ...values, employeeNumber: event.currentTarget.value })}
              error={errors.employeeNumber}
            />
            <DateField
              label="Saldo fra"
              description="Første dag, plus/minus tælles med i saldoen."
              value={values.balanceStartDate}
              onChange={(date) =>
                setValues({
                  ...values,
                  balanceStartDate: date,
                  openingBalance: date ? values.openingBalance : 0,
                })
              }
              minDate={TIMEREG_FIRST_DATE}
              error={errors.balanceStartDate}
            />
            <NumberInput
              label="Startsaldo (timer)"
              description="Timer med fra før startdatoen; minus for timer i underskud."
              value={values.openingBalance}
              onChange={(value) =>
                setValues({ ...values, openingBalance: typeof value === 'number' ? value : 0 })
              }
              decimalSeparator=","
              thousandSeparator="."
              decimalScale={2}
              disabled={values.balanceStartDate === null}
              error={errors.openingBalance}
            />
            <div role="status" aria-live="polite">
              {save.isSuccess ? (
                <Text size="sm" c="kollega.9">
                  {PAYROLL_MESSAGES.saved}
                </Text>
              ) : null}
              {save.isError && Object.keys(errors).length === 0 ? (
                <Alert color="red" variant="light">
                  {save.error.message}
                </Alert>
              ) : null}
            </div>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Gem
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
