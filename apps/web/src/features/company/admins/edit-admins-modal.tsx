import {
  COMPANY_ADMIN_MESSAGES,
  type CompanyAdminsResponse,
  employeeFullName,
  formatMoney,
} from '@kollega/domain';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useEmployees } from '../../../lib/shared-api/get-employees';
import { useUpdateCompanyAdmins } from '../api/update-admins';
import { extraAdminsText, includedAdminsText } from './admin-count-text';

type EditAdminsModalProps = {
  opened: boolean;
  onClose: () => void;
  admins: CompanyAdminsResponse;
  onSaved: () => void;
};

/** hr-core §2: 'Rediger administratorer'. The choices start fresh each time it opens. */
export function EditAdminsModal({ opened, onClose, admins, onSaved }: EditAdminsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={COMPANY_ADMIN_MESSAGES.edit} centered size="lg">
      {/* Inside the modal, which unmounts it when closed, so a reopened modal starts from the saved admins. */}
      <AdminPicker admins={admins} onCancel={onClose} onSaved={onSaved} />
    </Modal>
  );
}

type AdminPickerProps = { admins: CompanyAdminsResponse; onCancel: () => void; onSaved: () => void };

function AdminPicker({ admins, onCancel, onSaved }: AdminPickerProps) {
  const employees = useEmployees();
  const update = useUpdateCompanyAdmins();
  const [initial] = useState(() => new Set(admins.admins.map((admin) => admin.employeeId)));
  // Starts as the current admins, so an admin the list does not show (hidden by the plan limit) stays one.
  const [selected, setSelected] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  if (employees.isPending) {
    return (
      <Center mih={160} role="status">
        <Loader role="img" aria-label="Indlæser medarbejdere" />
      </Center>
    );
  }
  if (employees.isError) {
    return (
      <Stack gap="md" role="alert">
        <Text>{employees.error.message}</Text>
        <Group>
          <Button onClick={() => void employees.refetch()}>Prøv igen</Button>
        </Group>
      </Stack>
    );
  }

  const owners = employees.data.employees
    .filter((employee) => employee.isOwner)
    .map((employee) => employee.id);
  const chosen = new Set([...owners, ...selected]);
  // Inactive employees are offered only if they are admins already, so that they can be removed.
  const candidates = employees.data.employees.filter(
    (employee) => employee.employmentStatus !== 'inactive' || initial.has(employee.id) || employee.isOwner,
  );
  const extra = Math.max(0, chosen.size - admins.includedAdmins);
  const changed = chosen.size !== initial.size || [...chosen].some((id) => !initial.has(id));

  const toggle = (employeeId: string, on: boolean) => {
    setError(null);
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(employeeId);
      else next.delete(employeeId);
      return next;
    });
  };

  const save = () => {
    setError(null);
    update.mutate(
      { employeeIds: [...chosen] },
      {
        onSuccess: onSaved,
        // apiFetch's errors carry a Danish message: the server's, or its own for a lost connection.
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">{includedAdminsText(admins.includedAdmins)}</Text>
      <ScrollArea.Autosize mah={360} type="auto">
        <Stack gap="sm" role="group" aria-label="Administratorer">
          {candidates.map((employee) => (
            <Checkbox
              key={employee.id}
              label={employeeFullName(employee)}
              // Mantine puts the description inside the <label>: keep the name just the name.
              aria-label={employeeFullName(employee)}
              description={
                employee.isOwner ? `${employee.email} · Ejer, altid administrator` : employee.email
              }
              checked={chosen.has(employee.id)}
              disabled={employee.isOwner || update.isPending}
              onChange={(event) => toggle(employee.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {extra > 0 ? (
        <Alert variant="light" color="orange">
          <Stack gap={4}>
            <Text size="sm">
              {COMPANY_ADMIN_MESSAGES.extraAdminPrice(formatMoney(admins.extraAdminPriceOre))}
            </Text>
            <Text size="sm" fw={600}>
              {extraAdminsText(extra, formatMoney(extra * admins.extraAdminPriceOre))}
            </Text>
          </Stack>
        </Alert>
      ) : null}
      <div role="alert">
        {error ? (
          <Text size="sm" c="red.8" fw={500}>
            {error}
          </Text>
        ) : null}
      </div>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Annuller
        </Button>
        <Button onClick={save} loading={update.isPending} disabled={!changed}>
          Gem
        </Button>
      </Group>
    </Stack>
  );
}
