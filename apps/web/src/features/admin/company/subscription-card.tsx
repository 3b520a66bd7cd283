import {
  ADMIN_MESSAGES,
  type AdminCompanyDetail,
  type AdminSubscriptionForm,
  addDays,
  adminSubscriptionFormSchema,
  danishToday,
  formatMoney,
  type Plan,
  type SubscriptionStatus,
} from '@kollega/domain';
import { Button, Group, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { zodResolver } from '../../../lib/form';
import { GENERIC_ERROR } from '../../../lib/generic-error';
import { PLAN_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../../../lib/plan-labels';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DateField } from '../../../ui/date-field';
import { SaveStatus } from '../../../ui/save-status';
import { SectionCard } from '../../../ui/section-card';
import { useUpdateSubscription } from '../api/update-subscription';

const PLANS = Object.entries(PLAN_LABELS).map(([value, label]) => ({ value, label }));
const STATUSES = Object.entries(SUBSCRIPTION_STATUS_LABELS).map(([value, label]) => ({ value, label }));
/** docs/rules/billing.md#ruling-27: a trial lasts 30 days unless the super admin picks another date. */
const TRIAL_DAYS = 30;

/**
 * The subscription card (time-registration §2, §4, §5): plan, next billing date, status and trial with its expiry.
 * Turning the trial on sets the plan to premium and the status to active; 'Gem ændringer' asks first. Billing's
 * facts are shown, not edited: the next payment's lines excl. moms, whether the last payment failed (and its tries),
 * and the card on file with the order id that attached it.
 */
export function SubscriptionCard({ company }: { company: AdminCompanyDetail }) {
  const save = useUpdateSubscription(company.id);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const subscription = company.subscription;
  const form = useForm<AdminSubscriptionForm>({
    mode: 'controlled',
    initialValues: {
      plan: subscription.plan,
      status: subscription.status,
      nextBillingDate: subscription.nextBillingDate,
      trial: subscription.trial,
      trialExpiresOn: subscription.trialExpiresOn,
    },
    validate: zodResolver(adminSubscriptionFormSchema),
  });

  const setTrial = (on: boolean) => {
    form.setFieldValue('trial', on);
    if (on) {
      form.setFieldValue('plan', 'premium');
      form.setFieldValue('status', 'active');
      if (!form.getValues().trialExpiresOn)
        form.setFieldValue('trialExpiresOn', addDays(danishToday(), TRIAL_DAYS));
    }
  };

  const confirm = () => {
    setStatus(null);
    save.mutate(adminSubscriptionFormSchema.parse(form.getValues()), {
      onSuccess: (saved) => {
        const { plan, status, nextBillingDate, trial, trialExpiresOn } = saved.subscription;
        form.setValues({ plan, status, nextBillingDate, trial, trialExpiresOn });
        form.resetDirty();
        setConfirming(false);
        setStatus('saved');
      },
      onError: () => {
        setConfirming(false);
        setStatus('failed');
      },
    });
  };

  const values = form.getValues();
  return (
    <SectionCard title="Abonnement">
      <form onSubmit={form.onSubmit(() => setConfirming(true))} noValidate>
        <Stack gap="md">
          <Select
            label="Abonnement"
            required
            data={PLANS}
            allowDeselect={false}
            {...form.getInputProps('plan')}
            onChange={(value) => value && form.setFieldValue('plan', value as Plan)}
            maw={300}
          />
          <DateField label="Næste betalingsdato" {...form.getInputProps('nextBillingDate')} maw={300} />
          <BillingFacts subscription={subscription} />
          <Select
            label="Status"
            required
            data={STATUSES}
            allowDeselect={false}
            {...form.getInputProps('status')}
            onChange={(value) => value && form.setFieldValue('status', value as SubscriptionStatus)}
            maw={300}
          />
          <Switch
            label="Prøveperiode"
            checked={values.trial}
            onChange={(event) => setTrial(event.currentTarget.checked)}
          />
          {values.trial ? (
            <DateField
              label="Prøveperiode udløber"
              required
              {...form.getInputProps('trialExpiresOn')}
              maw={300}
            />
          ) : null}
          <Group gap="md">
            <Button type="submit">{ADMIN_MESSAGES.saveSubscription}</Button>
            <SaveStatus state={status} savedText={ADMIN_MESSAGES.saved} failedText={GENERIC_ERROR} />
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={ADMIN_MESSAGES.saveSubscription}
        message={ADMIN_MESSAGES.confirmSubscription}
        confirmLabel={ADMIN_MESSAGES.saveSubscription}
        pending={save.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** time-registration §2: next payment, failed payment and the card's order id, as billing has them. */
function BillingFacts({ subscription }: { subscription: AdminCompanyDetail['subscription'] }) {
  const { nextPayment, card } = subscription;
  const failed = subscription.lastPaymentFailed;
  const attempts = subscription.failedAttempts;
  return (
    <Stack gap="sm">
      <Fact label="Næste betaling (ekskl. moms)">
        {nextPayment.lines.length === 0 ? (
          <Text size="sm">{formatMoney(0)}</Text>
        ) : (
          <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" fz="sm">
            <Table.Tbody>
              {nextPayment.lines.map((line) => (
                <Table.Tr key={line.kind}>
                  <Table.Td pl={0}>
                    {line.quantity > 1 ? `${line.quantity} × ${line.description}` : line.description}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(line.amountOre)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th pl={0}>Total ekskl. moms</Table.Th>
                <Table.Td ta="right" fw={600}>
                  {formatMoney(nextPayment.netOre)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Fact>
      <Fact label="Betaling fejlet">
        <Text size="sm" c={failed ? 'red.9' : undefined}>
          {failed ? 'Ja' : 'Nej'}
          {attempts > 0 ? ` (${attempts} forsøg)` : ''}
        </Text>
      </Fact>
      <Fact label="Betalingskort">
        <Text size="sm">
          {card
            ? `${card.cardType} ${card.maskedNumber}, udløber ${pad(card.expiryMonth)}/${card.expiryYear}`
            : 'Intet kort tilknyttet'}
        </Text>
      </Fact>
      <Fact label="Ordre-id">
        <Text size="sm" ff="monospace">
          {card?.orderId ?? '–'}
        </Text>
      </Fact>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
