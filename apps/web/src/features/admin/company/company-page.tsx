import { ADMIN_MESSAGES, danishToday, formatDate } from '@kollega/domain';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconLogin2 } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { GENERIC_ERROR } from '../../../lib/generic-error';
import { paths } from '../../../lib/paths';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import { ErrorAlert } from '../../../ui/query-state';
import { useAdminCompany } from '../api/get-company';
import { useImpersonate } from '../api/impersonate';
import { DataCard } from './data-card';
import { EmployeeTable } from './employee-table';
import { SubscriptionCard } from './subscription-card';
import { TransactionsCard } from './transactions-card';

/**
 * /admin/virksomhed/{companyId} (time-registration §2): the company, 'Log ind som' its creator, the data card,
 * the subscription card, the employee table and the company's transactions.
 */
export function CompanyPage() {
  const { companyId } = useParams({ strict: false }) as { companyId: string };
  const company = useAdminCompany(companyId);
  const impersonate = useImpersonate();
  usePageTitle(company.data?.name ?? 'Virksomhed');

  const back = (
    <Anchor component={Link} to={paths.admin} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden="true" />
        Alle virksomheder
      </Group>
    </Anchor>
  );

  if (company.isPending) return <PageLoader />;
  if (company.isError)
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {ADMIN_MESSAGES.companyFailed}
        </Alert>
      </Stack>
    );

  const data = company.data;
  const creator = data.createdBy;
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={2}>
          <Title order={1}>{data.name}</Title>
          <Text c="gray.7">CVR {data.vat || '–'}</Text>
        </Stack>
        <Button
          leftSection={<IconLogin2 size={18} aria-hidden="true" />}
          disabled={!creator || impersonate.isPending}
          loading={impersonate.isPending}
          onClick={() => creator && impersonate.mutate(creator.userId)}
          aria-label={creator ? `Log ind som ${creator.name}` : ADMIN_MESSAGES.loginAs}
        >
          {ADMIN_MESSAGES.loginAs}
        </Button>
      </Group>
      {impersonate.isError ? <ErrorAlert error={impersonate.error} message={GENERIC_ERROR} /> : null}
      {data.closure ? (
        // 'Luk konto' (decision 051): closed and waiting, or deleted with only the invoices left.
        <Alert color="red" variant="light" role="status">
          {data.closure.deletedAt
            ? `Kontoen er lukket, og data blev slettet ${formatDate(danishToday(new Date(data.closure.deletedAt)))}. Kun fakturaerne er gemt.`
            : `Kontoen er lukket ${formatDate(danishToday(new Date(data.closure.closedAt)))}. Data slettes ${formatDate(danishToday(new Date(data.closure.deleteAfter)))}, medmindre ejeren genåbner den.`}
        </Alert>
      ) : null}
      <Group align="stretch" gap="lg" grow preventGrowOverflow={false} wrap="wrap">
        <DataCard company={data} />
        <SubscriptionCard company={data} />
      </Group>
      <EmployeeTable company={data} />
      <TransactionsCard company={data} />
    </Stack>
  );
}
