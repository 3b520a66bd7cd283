import {
  EMPLOYEE_MESSAGES,
  type EmployeeDetail,
  type EmployeeListResponse,
  employeeFullName,
  isDeleteConfirmed,
} from '@kollega/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/shared-api/query-keys';
import { useDeleteEmployee } from '../api/delete-employee';
import { employeeQueryOptions } from '../api/get-employee';

type DeleteEmployeeDialogProps = { employee: EmployeeDetail; opened: boolean; onClose: () => void };

/** The server's Danish reason for a refusal (name mismatch, yourself, the owner); otherwise the generic text. */
function deleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.isClientError || error.isNetworkError)) return error.message;
  return EMPLOYEE_MESSAGES.saveFailed;
}

function DeleteForm({ employee, onClose }: { employee: EmployeeDetail; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteEmployee(employee.id);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fullName = employeeFullName(employee);
  const confirmed = isDeleteConfirmed(fullName, typed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setProblem(null);
    remove.mutate(typed, {
      onSuccess: async () => {
        // Out of the list at once, then counted again (the limits change too).
        queryClient.setQueryData<EmployeeListResponse>(EMPLOYEES_QUERY_KEY, (list) =>
          list ? { ...list, employees: list.employees.filter((item) => item.id !== employee.id) } : list,
        );
        void queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY, exact: true });
        await navigate({ to: paths.employees });
        // Only after leaving: dropped while shown, the record would be fetched again and answer 404.
        queryClient.removeQueries({ queryKey: employeeQueryOptions(employee.id).queryKey });
      },
      onError: (error) => setProblem(deleteErrorMessage(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          Medarbejderen og alle oplysninger og dokumenter om medarbejderen slettes. Det kan ikke fortrydes.
        </Text>
        <TextInput
          label={`Skriv ${fullName} for at bekræfte`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        {problem ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Annuller
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={remove.isPending}>
            Slet medarbejder
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * hr-core §5: deleting asks for the employee's full name (case-insensitive); the button stays disabled until it
 * matches. The form is the modal's content, so closing it forgets what was typed.
 */
export function DeleteEmployeeDialog({ employee, opened, onClose }: DeleteEmployeeDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Slet medarbejder" centered>
      <DeleteForm employee={employee} onClose={onClose} />
    </Modal>
  );
}
