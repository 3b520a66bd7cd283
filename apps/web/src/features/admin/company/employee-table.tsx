import { ADMIN_MESSAGES, type AdminCompanyDetail, formatDate } from '@kollega/domain';
import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ListSearchInput, useServerListSearch } from '../../../ui/list-search';
import { LoadErrorState } from '../../../ui/load-error-state';
import { PageFooter } from '../../../ui/page-footer';
import { PageLoader } from '../../../ui/page-loader';
import { SectionCard } from '../../../ui/section-card';
import { useAdminCompanyEmployees } from '../api/list-company-employees';
import { useResetPassword } from '../api/reset-password';

/**
 * The employee table (time-registration §2) with search and 'Nulstil kodeord', whose answer is shown. A page at
 * a time from the server, as the company list: a company may have hundreds of employees.
 */
export function EmployeeTable({ company }: { company: AdminCompanyDetail }) {
  const { text, setText, search, page, setPage } = useServerListSearch();
  const employees = useAdminCompanyEmployees(company.id, search, page);
  const reset = useResetPassword(company.id);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  // Issue 24: 'Nulstil kodeord' e-mails the employee a link, so it asks first (hr-core §8: actions ask first).
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  const rows = employees.data?.items ?? [];

  const resetFor = (employeeId: string) => {
    setAnswer(null);
    reset.mutate(employeeId, {
      onSuccess: ({ message }) => setAnswer({ ok: true, text: message }),
      onError: (error) => setAnswer({ ok: false, text: error.message }),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <SectionCard title="Medarbejdere">
      <ConfirmDialog
        opened={asking !== null}
        title={ADMIN_MESSAGES.resetPassword}
        message={asking ? ADMIN_MESSAGES.resetPasswordConfirm(asking.name) : ''}
        confirmLabel={ADMIN_MESSAGES.resetPasswordConfirmLabel}
        pending={reset.isPending}
        onConfirm={() => {
          if (asking) resetFor(asking.id);
        }}
        onClose={() => setAsking(null)}
      />
      <ListSearchInput
        label="Søg efter medarbejder"
        placeholder="Søg efter navn eller e-mail"
        value={text}
        onChange={setText}
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
      {employees.isPending ? (
        <PageLoader label="Indlæser medarbejdere" />
      ) : employees.isError ? (
        <LoadErrorState error={employees.error} onRetry={() => void employees.refetch()} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={680}>
            <Table verticalSpacing="sm" highlightOnHover aria-busy={employees.isPlaceholderData}>
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
                          onClick={() => setAsking({ id: person.id, name: person.name })}
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
              {search ? 'Ingen medarbejdere matcher søgningen.' : 'Ingen medarbejdere.'}
            </Text>
          ) : null}
          <PageFooter
            page={employees.data.page}
            pageSize={employees.data.pageSize}
            total={employees.data.total}
            shown={rows.length}
            onPage={setPage}
          />
        </>
      )}
    </SectionCard>
  );
}
