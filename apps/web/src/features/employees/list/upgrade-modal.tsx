import { EMPLOYEE_MESSAGES } from '@kollega/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { paths, UPGRADE_SEARCH } from '../../../lib/paths';

type UpgradeModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Employees the plan allows besides the owner; null when unknown (the server refused without the list). */
  limit: number | null;
};

/** The text of the modal: the plan's number when known, else the server's general wording. */
export function limitReachedText(limit: number | null): string {
  if (limit === null) return EMPLOYEE_MESSAGES.limitReached;
  return `Du har nået grænsen på ${limit} medarbejdere på dit abonnement. Opgrader for at oprette flere.`;
}

/** docs/rules/employees.md#ruling-4: 'Opret medarbejder' at the plan's limit opens this instead of the create form. */
export function UpgradeModal({ opened, onClose, limit }: UpgradeModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Opgrader dit abonnement" centered>
      <Stack gap="lg">
        <Text>{limitReachedText(limit)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Luk
          </Button>
          <Button component={Link} to={paths.subscription} search={UPGRADE_SEARCH as never}>
            Se abonnementer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
