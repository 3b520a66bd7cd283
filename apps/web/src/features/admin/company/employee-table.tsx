import { ADMIN_MESSAGES, type AdminCompanyDetail, formatDate } from '@kollega/domain';
import { Alert, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { IconKey, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { SectionCard } from '../../../ui/section-card';
import { useResetPassword } from '../api/reset-password';

/** The employee table (time-registration §2) with search and 'Nulstil kodeord', whose answer is shown. */
export function EmployeeTable({ company }: { company: AdminCompanyDetail }) {
  const [search, setSearch] = useState('');
  const reset = useResetPassword(company.id);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  const rows = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase('da');
    return needle === ''
      ? company.employees
      : company.employees.filter(
          (person) =>
            person.name.toLocaleLowerCase('da').includes(needle) ||
            person.email.toLowerCase().includes(needle),
        );
  }, [company.employees, search]);

  const resetFor = (employeeId: string) => {
    setAnswer(null);
    reset.mutate(employeeId, {
      onSuccess: ({ message }) => setAnswer({ ok: true, text: message }),
      onError: (error) => setAnswer({ ok: false, text: error.message }),
    });
  };

  return (
    <SectionCard title="Medarbejdere">
      <TextInput
        aria-label="Søg efter medarbejder"
        placeholder="Søg efter navn eller e-mail"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
        maw={340}
      />
      <div role="status" aria-live="polite">
        {answer ? (
          <Alert
            color={answer.ok ? 'teal.9' : 'red.9'}
            variant="outline"
            withCloseButton
            closeButtonLabel="Luk beskeden"
            onClose={() => setAnswer(null)}
          >
            <Text c={answer.ok ? 'teal.9' : 'red.9'} size="sm">
              {answer.text}
            </Text>
          </Alert>
        ) : null}
      </div>
      <Table.ScrollContainer minWidth={680}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Medarbejder</Table.Th>
              <Table.Th>Oprettet d.</Table.Th>
              <Table.Th>Tidsreg.</Table.Th>
              <Table.Th>Admin</Table.Th>
              <Table.Th>Handlinger</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((person) => (
              <Table.Tr key={person.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {person.name}
                    {person.inactive ? ' (Inaktiv)' : ''}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {person.email}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDate(person.createdAt)}</Table.Td>
                <Table.Td>{person.registersTime ? 'Ja' : 'Nej'}</Table.Td>
                <Table.Td>{person.isAdmin ? 'Ja' : 'Nej'}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconKey size={14} aria-hidden="true" />}
                      disabled={!person.hasLogin || reset.isPending}
                      loading={reset.isPending && reset.variables === person.id}
                      onClick={() => resetFor(person.id)}
                      aria-label={`${ADMIN_MESSAGES.resetPassword} for ${person.name}`}
                    >
                      {ADMIN_MESSAGES.resetPassword}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? (
        <Text c="gray.7" ta="center" py="sm">
          Ingen medarbejdere matcher søgningen.
        </Text>
      ) : null}
    </SectionCard>
  );
}
