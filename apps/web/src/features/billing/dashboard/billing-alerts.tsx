import { BILLING_MESSAGES, type Dashboard } from '@kollega/domain';
import { List, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DashboardBlockProps } from '../../../lib/contributions';
import { paths } from '../../../lib/paths';
import { type BlockStatus, DashboardBlock } from '../../../ui/dashboard-block';

type Kind = NonNullable<Dashboard['billing']>[number];

/** The topbar banners' texts (hr-core §8), the ones that stop a payment first. */
const TEXTS: Record<Kind, string> = {
  suspended: BILLING_MESSAGES.bannerSuspended,
  paymentFailed: BILLING_MESSAGES.bannerPaymentFailed,
  cardExpired: BILLING_MESSAGES.bannerCardExpired,
  cardExpiringSoon: BILLING_MESSAGES.bannerCardExpiringSoon,
  noCard: BILLING_MESSAGES.bannerNoCard,
};
const URGENT: readonly Kind[] = ['suspended', 'paymentFailed', 'cardExpired'];

/**
 * Billing alerts for the owner (issue 15, beyond the spec): a failed payment, a suspended subscription, a card that
 * has expired or soon will, or no card on a paid plan, linking to 'Abonnement'. Shown only when there is one.
 */
export function BillingAlerts({ status, data }: { status: BlockStatus; data?: Dashboard['billing'] }) {
  // Only once loaded, and only when there is something to act on: no skeleton for a block that is usually absent.
  if (status !== 'success' || !data || data.length === 0) return null;
  return (
    <DashboardBlock
      id="betaling"
      title="Betaling"
      status={status}
      link={{ to: paths.subscription, label: 'Gå til abonnement' }}
    >
      <List spacing="xs" size="sm" center>
        {(data ?? []).map((kind) => (
          <List.Item
            key={kind}
            icon={
              <ThemeIcon color={URGENT.includes(kind) ? 'red.9' : 'yellow.9'} size={20} radius="xl">
                <IconAlertTriangle size={12} aria-hidden="true" />
              </ThemeIcon>
            }
          >
            <Text size="sm">{TEXTS[kind]}</Text>
          </List.Item>
        ))}
      </List>
    </DashboardBlock>
  );
}

/** The block as the dashboard places it, given the one dashboard request. */
export function BillingAlertsBlock({ status, data }: DashboardBlockProps) {
  return <BillingAlerts status={status} data={data?.billing} />;
}
