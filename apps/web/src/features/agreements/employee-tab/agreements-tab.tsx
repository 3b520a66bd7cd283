import {
  AGREEMENT_MESSAGES,
  AGREEMENT_PAGE_MAX,
  AGREEMENT_STATUS_LABELS,
  agreementHeldOnText,
  agreementStatus,
  EMPLOYEE_DOCUMENT_MESSAGES,
  employmentContractCreatedText,
  formatDate,
  formatTimeOfDay,
  importantAgreementRows,
} from '@kollega/domain';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { agreementPath, newAgreementSearch, paths } from '../../../lib/paths';
import { useAgreements } from '../../../lib/shared-api/get-agreements';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { useEmployee, useEmployeeDocuments } from '../../employees/public';

const STATUS_COLORS = { open: 'blue', overdue: 'red', closed: 'gray' } as const;

/**
 * The employee's Aftaler tab (hr-core §2, docs/rules/agreements.md#ruling-21): the important types not exempted, 'Afholdes d. {date}'
 * or 'Ikke planlagt' with 'Opret'; the employment contract row unless exempt; then the employee's agreements,
 * open ones first.
 */
export function EmployeeAgreementsTab({ employeeId }: { employeeId: string }) {
  const employee = useEmployee(employeeId);
  const documents = useEmployeeDocuments(employeeId);
  const agreements = useAgreements({ regardingId: employeeId, limit: AGREEMENT_PAGE_MAX });
  if (employee.isPending || documents.isPending || agreements.isPending) return <PageLoader />;
  if (employee.isError || documents.isError || agreements.isError) {
    return (
      <ErrorState
        onRetry={() => void Promise.all([employee.refetch(), documents.refetch(), agreements.refetch()])}
      />
    );
  }
  const items = agreements.data.items;
  const rows = importantAgreementRows(employee.data.settings.agreements, items);
  const contract = documents.data.employmentContract;
  // 'Ny aftale' does not offer an employee who has left as Vedrørende (issue 10): no button that cannot succeed.
  const canCreate = employee.data.employmentStatus !== 'inactive';

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Vigtige aftaler
          </Title>
          {rows.map((row) => (
            <Group key={row.type} justify="space-between">
              <Text fw={500}>{row.type}</Text>
              {row.nextStartsAt ? (
                <Text size="sm">{agreementHeldOnText(formatDate(row.nextStartsAt))}</Text>
              ) : (
                <Group gap="sm">
                  <Text size="sm" c="red.8">
                    {AGREEMENT_MESSAGES.notPlanned}
                  </Text>
                  {canCreate ? (
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={paths.agreements}
                      search={newAgreementSearch(employeeId, row.type) as never}
                      aria-label={`Opret ${row.type}`}
                    >
                      Opret
                    </Button>
                  ) : null}
                </Group>
              )}
            </Group>
          ))}
          {documents.data.exemptFromEmploymentContract ? null : (
            <Group justify="space-between">
              <Text fw={500}>Ansættelseskontrakt</Text>
              <Text size="sm" c={contract ? undefined : 'red.8'}>
                {contract
                  ? employmentContractCreatedText(formatDate(contract.uploadedAt))
                  : EMPLOYEE_DOCUMENT_MESSAGES.contractMissing}
              </Text>
            </Group>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Aftaler
            </Title>
            {canCreate ? (
              <Button
                size="xs"
                component={Link}
                to={paths.agreements}
                search={newAgreementSearch(employeeId) as never}
              >
                Ny aftale
              </Button>
            ) : null}
          </Group>
          {items.length === 0 ? (
            <Text size="sm" c="gray.7">
              Ingen aftaler
            </Text>
          ) : (
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Titel</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Dato</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((agreement) => {
                  const status = agreementStatus(agreement);
                  return (
                    <Table.Tr key={agreement.id}>
                      <Table.Td>
                        <Anchor component={Link} to={agreementPath(agreement.id)}>
                          {agreement.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{agreement.agreementType}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[status]} variant="light">
                          {AGREEMENT_STATUS_LABELS[status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {formatDate(agreement.startsAt)} {formatTimeOfDay(agreement.startsAt)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
          {agreements.data.total > items.length ? (
            <Text size="sm" c="gray.7">
              Viser de første {items.length} af {agreements.data.total} aftaler.{' '}
              <Anchor component={Link} to={paths.agreements}>
                Se alle under Møder og aftaler
              </Anchor>
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
