import { type EmployeeDetail, employeeFullName } from '@kollega/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClockHour4, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { timeregPath } from '../../../lib/paths';
import { registrationsState } from '../../../lib/registrations-state';
import { PersonAvatar } from '../../../ui/person-avatar';
import { AnonymiseEmployeeButton, PersonDataExportButton } from '../../privacy/public';
import { EmploymentStatusBadge } from '../employment-status-badge';
import { DeleteEmployeeDialog } from './delete-employee-dialog';

/**
 * The top of an employee's page: photo, name, job title and status, 'Se registreringer' for someone who registers
 * time (Registreringer opened on them, time-registration §2), and 'Slet medarbejder', which is not offered for the
 * admin's own record (hr-core §5) nor the owner's (the company needs its owner).
 */
export function EmployeeHeader({ employee }: { employee: EmployeeDetail }) {
  const [deleteOpen, deleteDialog] = useDisclosure(false);
  const fullName = employeeFullName(employee);
  const deletable = !employee.isSelf && !employee.isOwner;
  const registersTime = employee.settings.mobileApp.access && !employee.settings.timeRegistration.exempt;
  return (
    <Group justify="space-between" align="center" gap="md">
      <Group gap="md" wrap="nowrap">
        <PersonAvatar name={fullName} photoUrl={employee.profilePhotoUrl} size={72} />
        <Stack gap={4}>
          <Title order={1}>{fullName}</Title>
          <Group gap="sm">
            {employee.jobPosition ? <Text c="gray.7">{employee.jobPosition}</Text> : null}
            <EmploymentStatusBadge status={employee.employmentStatus} />
          </Group>
        </Stack>
      </Group>
      <Group gap="sm">
        <PersonDataExportButton employeeId={employee.id} />
        {registersTime ? (
          <Button
            variant="default"
            component={Link}
            to={timeregPath('registrations')}
            state={registrationsState(employee.id)}
            leftSection={<IconClockHour4 size={18} aria-hidden="true" />}
          >
            Se registreringer
          </Button>
        ) : null}
        <AnonymiseEmployeeButton employee={employee} />
        {deletable ? (
          <>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden="true" />}
              onClick={deleteDialog.open}
            >
              Slet medarbejder
            </Button>
            <DeleteEmployeeDialog employee={employee} opened={deleteOpen} onClose={deleteDialog.close} />
          </>
        ) : null}
      </Group>
    </Group>
  );
}
