import { compareDanish, type TimeregSettingsResponse } from '@kollega/domain';
import { Text } from '@mantine/core';
import { EmployeeLinkList } from './employee-link-list';

/**
 * 'Individuelle indstillinger' (time-registration §2 settings): the employees with a norm week of their own
 * (docs/rules/timereg.md#ruling-13), each linking to the Indstillinger tab where it is edited.
 */
export function IndividualSettingsList({
  individual,
}: {
  individual: TimeregSettingsResponse['individual'];
}) {
  if (individual.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        Alle medarbejdere følger virksomhedens normtid.
      </Text>
    );
  }
  const linked = individual
    .map((employee) => ({
      id: employee.employeeId,
      name: `${employee.firstName} ${employee.lastName}`.trim(),
      photoUrl: null,
    }))
    .sort((a, b) => compareDanish(a.name, b.name));
  return <EmployeeLinkList employees={linked} label="Individuelle indstillinger" />;
}
