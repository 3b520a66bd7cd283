import { BILLING_MESSAGES, type SubscriptionOverview } from '@kollega/domain';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { paths } from '../../lib/paths';
import { useSubscription } from './api/get-subscription';

type Kind = SubscriptionOverview['banners'][number];

const BANNERS: Record<Kind, { text: string; color: string; link?: string }> = {
  suspended: { text: BILLING_MESSAGES.bannerSuspended, color: 'red', link: BILLING_MESSAGES.changeCard },
  paymentFailed: { text: BILLING_MESSAGES.bannerPaymentFailed, color: 'red' },
  cardExpired: { text: BILLING_MESSAGES.bannerCardExpired, color: 'red', link: BILLING_MESSAGES.changeCard },
  cardExpiringSoon: {
    text: BILLING_MESSAGES.bannerCardExpiringSoon,
    color: 'yellow',
    link: BILLING_MESSAGES.changeCard,
  },
  noCard: { text: BILLING_MESSAGES.bannerNoCard, color: 'yellow', link: 'Tilknyt betalingskort' },
};

/**
 * The topbar's billing banners for admins (hr-core §8, time-registration §8): failed payment and expired card
 * (danger), card expiring within 30 days and no card (warning), suspended. Nothing while loading or on an error:
 * a banner is never worth blocking the page for.
 */
export function BillingBanners({ enabled }: { enabled: boolean }) {
  const subscription = useSubscription(enabled);
  const kinds = subscription.data?.banners ?? [];
  if (!enabled || kinds.length === 0) return null;
  return (
    <Stack gap={0}>
      {kinds.map((kind) => {
        const banner = BANNERS[kind];
        return (
          <Alert
            key={kind}
            color={banner.color}
            variant="light"
            radius={0}
            py={8}
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            role={banner.color === 'red' ? 'alert' : 'status'}
          >
            {banner.text}{' '}
            {banner.link ? (
              <Anchor component={Link} to={paths.subscription} fw={600} c="dark.9" underline="always">
                {banner.link}
              </Anchor>
            ) : null}
          </Alert>
        );
      })}
    </Stack>
  );
}
