import { danishToday, type EmployeeDetail, employeeFullName, hasLeft } from '@kollega/domain';
import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserOff } from '@tabler/icons-react';
import { ErrorAlert } from '../../../ui/query-state';
import { useAnonymiseEmployee } from './api';

const GOES = [
  'Navnet bliver til »Tidligere medarbejder« med et løbenummer',
  'CPR-nr., fødselsdato, telefonnumre, e-mails og adresse',
  'Pårørende, løn, kontonummer og noter',
  'Profilbillede og alle dokumenter',
  'Login til Kollega',
  'Tekster, forberedelse og bilag på møder og aftaler om personen',
  'Bemærkninger på tidsregistreringer og ferie',
];
const STAYS = [
  'Ansættelsesdatoer og ansættelsesform',
  'Tidsregistreringernes timer og datoer (mindst 5 år efter perioden)',
  'Feriedage og sygeperioder som tal',
  'Møders titel og dato, og udstyr personen har lånt',
];

/**
 * 'Anonymisér nu' on the page of someone who has left (issue 33, GDPR art. 17, decision 050): for owners and
 * admins, not for the owner or oneself, once the end date has passed. The confirmation says what goes and what
 * stays before anything is removed; it cannot be undone.
 */
export function AnonymiseEmployeeButton({ employee }: { employee: EmployeeDetail }) {
  const [opened, dialog] = useDisclosure(false);
  const anonymise = useAnonymiseEmployee();
  const offered =
    !employee.isOwner &&
    !employee.isSelf &&
    !employee.anonymisedAt &&
    hasLeft(employee.endDate, danishToday());
  if (!offered) return null;
  const close = () => {
    anonymise.reset();
    dialog.close();
  };
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconUserOff size={18} aria-hidden="true" />}
        onClick={dialog.open}
      >
        Anonymisér nu
      </Button>
      <Modal opened={opened} onClose={close} title={`Anonymisér ${employeeFullName(employee)}?`} centered>
        <Stack gap="md">
          <Text>
            Personen er fratrådt. Anonymiseringen kan ikke fortrydes. Hent eventuelt persondata først.
          </Text>
          <Stack gap={4}>
            <Title order={3} size="h5">
              Det slettes
            </Title>
            <List size="sm" spacing={2}>
              {GOES.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap={4}>
            <Title order={3} size="h5">
              Det bliver stående
            </Title>
            <List size="sm" spacing={2}>
              {STAYS.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
          {anonymise.isError ? <ErrorAlert error={anonymise.error} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Annuller
            </Button>
            <Button
              color="red.9"
              loading={anonymise.isPending}
              onClick={() => anonymise.mutate(employee.id, { onSuccess: close })}
            >
              Anonymisér
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
