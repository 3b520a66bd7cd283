import {
  BILLING_MESSAGES,
  failedInvoiceHint,
  formatDate,
  formatMoney,
  nextPaymentPlan,
  PAYMENT_ERROR_CODES,
  PLAN_NAMES,
  type SubscriptionOverview,
  type TransactionRow,
} from '@kollega/domain';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { paths, UPGRADE_SEARCH } from '../../lib/paths';
import { SUBSCRIPTION_STATUS_LABELS } from '../../lib/plan-labels';
import { LoadErrorState } from '../../ui/load-error-state';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/page-title';
import { SectionCard } from '../../ui/section-card';
import { useChangeCard } from './api/change-card';
import { useSubscription } from './api/get-subscription';
import { invoiceUrl, useTransactions } from './api/list-transactions';
import { PlansModal } from './plans-modal';

type SubscriptionSearch = { planer?: string | number; onpay_errorcode?: string | number };

function statusLine(subscription: SubscriptionOverview): string | null {
  const next = subscription.nextBillingDate ? formatDate(subscription.nextBillingDate) : null;
  if (subscription.status === 'cancelled' && next)
    return `Opsagt. Du har adgang til ${next}, derefter Freemium.`;
  if (subscription.pendingPlan && next) {
    return `Skifter til ${PLAN_NAMES[subscription.pendingPlan]} d. ${next}.`;
  }
  if (subscription.trial && subscription.trialEndsAt) {
    return `Prøveperiode til ${formatDate(subscription.trialEndsAt)}.`;
  }
  return null;
}

/** /subscription (hr-core §2 and §7, time-registration §8): plan, next payment, card, invoices, 'Skift abonnement'. */
export function SubscriptionPage() {
  usePageTitle('Abonnement');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as SubscriptionSearch;
  const subscription = useSubscription();
  const transactions = useTransactions();
  const changeCard = useChangeCard();
  // TanStack Router reads ?planer=1 as the number 1.
  const plansOpen = String(search.planer) === '1';
  const errorCode = Number(search.onpay_errorcode);
  const paymentFailed = (PAYMENT_ERROR_CODES as readonly number[]).includes(errorCode);

  const setPlansOpen = (open: boolean) =>
    void navigate({
      to: paths.subscription,
      search: (open ? UPGRADE_SEARCH : {}) as never,
      replace: true,
    });

  if (subscription.isPending) return <PageLoader />;
  if (subscription.isError) {
    return <LoadErrorState error={subscription.error} onRetry={() => void subscription.refetch()} />;
  }
  const data = subscription.data;
  const line = statusLine(data);

  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{BILLING_MESSAGES.pageTitle}</Title>
          <Text c="gray.7">Dit abonnement, betalingskort og fakturaer.</Text>
        </Stack>
        <Button onClick={() => setPlansOpen(true)}>{BILLING_MESSAGES.changePlan}</Button>
      </Group>

      {paymentFailed ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
          {BILLING_MESSAGES.paymentError}
        </Alert>
      ) : null}

      <SectionCard title="Dit abonnement">
        <Group gap="xl" align="flex-start">
          <Stack gap={2}>
            <Text size="sm" c="gray.7">
              Abonnement
            </Text>
            <Text fw={700} size="lg">
              {PLAN_NAMES[data.plan]}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="gray.7">
              Status
            </Text>
            {/* A light badge given a shade ('red.9') paints it solid under pale text: the base colour and dark text. */}
            <Badge
              variant="light"
              color={data.status === 'active' ? 'teal' : data.status === 'cancelled' ? 'orange' : 'red'}
              c="dark.8"
              size="lg"
            >
              {SUBSCRIPTION_STATUS_LABELS[data.status]}
            </Badge>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="gray.7">
              Næste betalingsdato
            </Text>
            <Text fw={600}>{data.nextBillingDate ? formatDate(data.nextBillingDate) : '–'}</Text>
          </Stack>
        </Group>
        {line ? <Text>{line}</Text> : null}
      </SectionCard>

      <SectionCard title="Næste betaling">
        {data.nextPayment.lines.length === 0 ? (
          <Text>{BILLING_MESSAGES.freemiumNoPayment}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Beskrivelse</Table.Th>
                  <Table.Th ta="right">Antal</Table.Th>
                  <Table.Th ta="right">Pris</Table.Th>
                  <Table.Th ta="right">Beløb</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.nextPayment.lines.map((item) => (
                  <Table.Tr key={item.kind}>
                    <Table.Td>{item.description}</Table.Td>
                    <Table.Td ta="right">{item.quantity}</Table.Td>
                    <Table.Td ta="right">{formatMoney(item.unitPriceOre)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(item.amountOre)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={3}>Total ekskl. moms</Table.Th>
                  <Table.Th ta="right">{formatMoney(data.nextPayment.netOre)}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
        {/* docs/rules/billing.md#ruling-32: time registration is billed on every plan; on freemium only the add-ons are. */}
        {nextPaymentPlan(data) === 'freemium' ? (
          <Text size="sm" c="gray.7">
            {BILLING_MESSAGES.freemiumAddOns}
          </Text>
        ) : null}
      </SectionCard>

      <SectionCard title="Betalingskort">
        {data.card ? (
          <Stack gap={2}>
            <Text fw={600}>
              {data.card.cardType} {data.card.maskedNumber}
            </Text>
            <Text size="sm" c="gray.7">
              Udløber {String(data.card.expiryMonth).padStart(2, '0')}/{data.card.expiryYear}
            </Text>
          </Stack>
        ) : (
          <Text>{BILLING_MESSAGES.noCard}</Text>
        )}
        <Group>
          <Button
            variant="default"
            loading={changeCard.isPending}
            onClick={() =>
              changeCard.mutate(undefined, {
                onSuccess: (result) => window.location.assign(result.paymentLink),
              })
            }
          >
            {data.card ? BILLING_MESSAGES.changeCard : 'Tilknyt betalingskort'}
          </Button>
        </Group>
        {changeCard.isError ? (
          <Text c="red.9" role="alert">
            {changeCard.error.message}
          </Text>
        ) : null}
      </SectionCard>

      <SectionCard title="Fakturaer">
        <InvoiceTable open={data.openCharges} retryScheduled={data.retryScheduled} query={transactions} />
      </SectionCard>

      <PlansModal opened={plansOpen} onClose={() => setPlansOpen(false)} subscription={data} />
    </Stack>
  );
}

function InvoiceTable({
  open,
  retryScheduled,
  query,
}: {
  open: TransactionRow[];
  retryScheduled: boolean;
  query: ReturnType<typeof useTransactions>;
}) {
  if (query.isPending) return <PageLoader label="Indlæser fakturaer" />;
  if (query.isError) return <LoadErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const rows = [...open, ...query.data.items];
  if (rows.length === 0) return <Text>Ingen fakturaer endnu.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fakturanummer</Table.Th>
            <Table.Th>Dato</Table.Th>
            <Table.Th ta="right">Total ekskl. moms</Table.Th>
            <Table.Th ta="right">Total inkl. moms</Table.Th>
            <Table.Th>Fil</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.invoiceNumber ?? '–'}</Table.Td>
              <Table.Td>{formatDate(row.date)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.netOre)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.grossOre)}</Table.Td>
              <Table.Td>
                <InvoiceFile row={row} retryScheduled={retryScheduled} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * hr-core §4 and §8: failed 'Fejlet', pending 'Afventer', each with its hint; otherwise the PDF. A failed charge
 * promises a retry only while one is scheduled: after suspension only a new card pays it (issue 23).
 */
function InvoiceFile({ row, retryScheduled }: { row: TransactionRow; retryScheduled: boolean }) {
  if (row.status === 'failed' || row.status === 'pending') {
    const failed = row.status === 'failed';
    return (
      <Stack gap={2}>
        <Badge color={failed ? 'red' : 'orange'} variant="light" c="dark.8" w="fit-content">
          {failed ? BILLING_MESSAGES.invoiceFailed : BILLING_MESSAGES.invoicePending}
        </Badge>
        <Text size="xs" c="gray.7">
          {failed ? failedInvoiceHint(retryScheduled) : BILLING_MESSAGES.invoicePendingHint}
        </Text>
      </Stack>
    );
  }
  return (
    <Anchor href={invoiceUrl(row.id)} download aria-label={`Hent faktura ${row.invoiceNumber} som PDF`}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconDownload size={16} aria-hidden="true" />
        PDF
      </Group>
    </Anchor>
  );
}
