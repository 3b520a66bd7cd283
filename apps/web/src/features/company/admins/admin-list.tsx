import { COMPANY_MESSAGES, employeeFullName } from '@kollega/domain';
import { Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCog } from '@tabler/icons-react';
import { useState } from 'react';
import { useCompanyAdmins } from '../../../lib/shared-api/get-company-admins';
import { PersonAvatar } from '../../../ui/person-avatar';
import { SaveStatus } from '../../../ui/save-status';
import classes from './admin-list.module.css';
import { EditAdminsModal } from './edit-admins-modal';

/** hr-core §2: the company's admins on /company, changed in the 'Rediger administratorer' modal. */
export function AdminList() {
  const admins = useCompanyAdmins();
  const [editing, edit] = useDisclosure(false);
  const [saved, setSaved] = useState(false);

  if (admins.isPending) {
    return (
      <Center mih={120} role="status">
        <Loader role="img" aria-label="Indlæser administratorer" />
      </Center>
    );
  }
  if (admins.isError) {
    return (
      <Stack gap="sm" align="flex-start" role="alert">
        <Text>Administratorerne kunne ikke hentes.</Text>
        <Button variant="light" onClick={() => void admins.refetch()}>
          Prøv igen
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <ul className={classes.list}>
        {admins.data.admins.map((admin) => {
          const name = employeeFullName(admin);
          return (
            <li key={admin.employeeId} className={classes.row}>
              <PersonAvatar name={name} photoUrl={admin.profilePhotoUrl} />
              <Stack gap={0} miw={0} flex={1}>
                <Group gap="xs">
                  <Text fw={500}>{name}</Text>
                  {admin.isOwner ? (
                    <Badge variant="light" size="sm">
                      Ejer
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {admin.email}
                </Text>
              </Stack>
            </li>
          );
        })}
      </ul>
      <Group gap="md">
        <Button
          variant="light"
          leftSection={<IconUserCog size={18} aria-hidden="true" />}
          onClick={() => {
            setSaved(false);
            edit.open();
          }}
        >
          Rediger administratorer
        </Button>
        <SaveStatus state={saved ? 'saved' : null} savedText={COMPANY_MESSAGES.saved} failedText="" />
      </Group>
      <EditAdminsModal
        opened={editing}
        onClose={edit.close}
        admins={admins.data}
        onSaved={() => {
          setSaved(true);
          edit.close();
        }}
      />
    </Stack>
  );
}
