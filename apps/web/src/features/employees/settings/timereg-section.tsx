import type { EmployeeDetail } from '@kollega/domain';
import { formatDate, formatDecimal } from '@kollega/domain';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useEmployeeTimeBank } from '../../../lib/shared-api/get-employee-time-bank';
import { useEmployeeTimeregSettings } from '../../../lib/shared-api/get-employee-timereg-settings';
import { TimeBankOpeningForm } from './time-bank-opening-form';
import { TimeregSettingForm } from './timereg-setting-form';

/**
 * The Indstillinger tab's 'Tidsregistrering' section: the employee's own norm week. Whether they register at all
 * ('Adgang til app', 'Undtaget tidsregistrering') is set with the switches above, saved with them.
 */
export function TimeregSection({ employee }: { employee: EmployeeDetail }) {
  const setting = useEmployeeTimeregSettings(employee.id);
  const registers = employee.settings.mobileApp.access && !employee.settings.timeRegistration.exempt;
  const bank = useEmployeeTimeBank(employee.id, registers).data;

  return (
    <Stack gap="md" component="section" aria-labelledby="tidsregistrering-titel" maw={640}>
      <Title order={2} size="h4" id="tidsregistrering-titel">
        Tidsregistrering
      </Title>
      {registers ? null : (
        <Text size="sm" c="gray.7">
          Medarbejderen registrerer ikke tid lige nu. Normtiden bruges, når medarbejderen får adgang til appen
          og ikke er undtaget tidsregistrering.
        </Text>
      )}
      {bank && (bank.earned !== 0 || bank.spent !== 0 || bank.balance !== 0 || bank.opening) ? (
        // Decision 052: the afspadsering bank, every registration counted (planned Afspadsering too), from the
        // opening balance on when there is one.
        <Text size="sm" aria-label="Afspadsering">
          Afspadsering:{' '}
          {bank.opening
            ? `startsaldo ${formatDecimal(bank.opening.hours).replace('-', '−')} t pr. ${formatDate(bank.opening.date)}, `
            : null}
          {formatDecimal(bank.earned)} t optjent, {formatDecimal(bank.spent)} t brugt, saldo{' '}
          <strong>{formatDecimal(bank.balance).replace('-', '−')} t</strong>
        </Text>
      ) : null}
      {bank ? <TimeBankOpeningForm employeeId={employee.id} bank={bank} /> : null}
      {setting.isPending ? <Loader size="sm" role="img" aria-label="Indlæser normtid" /> : null}
      {setting.isError ? (
        <Text size="sm" c="red.8" role="alert">
          Normtiden kunne ikke hentes. Genindlæs siden for at prøve igen.
        </Text>
      ) : null}
      {setting.data ? (
        <TimeregSettingForm employeeId={employee.id} startDate={employee.startDate} data={setting.data} />
      ) : null}
    </Stack>
  );
}
