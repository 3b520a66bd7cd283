import { compareDanish } from '@kollega/domain';
import { Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTimeregEmployees } from '../../api/get-timereg-employees';
import { EmployeeLinkList } from './employee-link-list';

/**
 * 'Medarbejdere med adgang' (time-registration §2 settings): who registers time now, that is who has app access,
 * is not exempt and not inactive (§5). Access is given on the employee's own Indstillinger tab.
 */
export function EmployeesWithAccess({ individualIds }: { individualIds: ReadonlySet<string> }) {
  const employees = useTimeregEmployees(false);
  const linked = useMemo(
    () =>
      (employees.data ?? [])
        .map((employee) => ({
          id: employee.id,
          name: `${employee.firstName} ${employee.lastName}`.trim(),
          photoUrl: employee.profilePhotoUrl,
          ...(individualIds.has(employee.id) ? { note: 'Individuel normtid' } : {}),
        }))
        .sort((a, b) => compareDanish(a.name, b.name)),
    [employees.data, individualIds],
  );

  if (employees.isPending) return <Loader size="sm" role="img" aria-label="Indlæser medarbejdere" />;
  if (employees.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        Medarbejderne kunne ikke hentes. Genindlæs siden for at prøve igen.
      </Text>
    );
  }
  if (linked.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        Ingen medarbejdere registrerer tid endnu. Giv en medarbejder adgang til appen under medarbejderens
        indstillinger.
      </Text>
    );
  }
  return <EmployeeLinkList employees={linked} label="Medarbejdere med adgang" />;
}
