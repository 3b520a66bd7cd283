import {
  BILLING_MESSAGES,
  classifyPlanChange,
  formatMoney,
  PLAN_NAMES,
  type Plan,
  type SubscriptionOverview,
} from '@kollega/domain';
import { Badge, Button, List, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { paths } from '../../lib/paths';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useChangeSubscription } from './api/change-subscription';
import { ADD_ONS_NOTE, PLAN_CARDS } from './plan-cards';

type PlansModalProps = {
  opened: boolean;
  onClose: () => void;
  subscription: SubscriptionOverview;
};

/**
 * 'Skift abonnement' (hr-core §2 and §4): three columns. Freemium → paid is an upgrade, premiumplus → premium a
 * downgrade, any → freemium a cancel; the last two ask first. The current plan cannot be picked unless cancelled.
 */
export function PlansModal({ opened, onClose, subscription }: PlansModalProps) {
  const navigate = useNavigate();
  const change = useChangeSubscription();
  const [confirming, setConfirming] = useState<Plan | null>(null);

  const choose = (plan: Plan) => {
    const action = classifyPlanChange(subscription, plan);
    if (action === 'downgrade' || action === 'cancel') setConfirming(plan);
    else if (action) submit(plan);
  };

  const submit = (plan: Plan) => {
    change.mutate(
      { plan, hasCard: subscription.card !== null },
      {
        onSuccess: (result) => {
          if (result.paymentLink) {
            window.location.assign(result.paymentLink);
            return;
          }
          setConfirming(null);
          onClose();
          if (result.action === 'upgrade') void navigate({ to: paths.thankYouUpgrade });
          else if (result.action === 'nochange')
            void navigate({ to: paths.subscription, search: {} as never });
          else void navigate({ to: paths.thankYouDowngrade });
        },
        onError: () => {
          setConfirming(null);
          onClose();
          void navigate({ to: paths.subscription, search: { onpay_errorcode: '1000' } as never });
        },
      },
    );
  };

  return (
    <>
      <Modal
        opened={opened && confirming === null}
        onClose={onClose}
        title="Skift abonnement"
        size="xl"
        centered
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {PLAN_CARDS.map((card) => {
              const current = card.plan === subscription.plan;
              const allowed = classifyPlanChange(subscription, card.plan) !== null;
              const headingId = `plan-${card.plan}`;
              return (
                <Paper
                  key={card.plan}
                  withBorder
                  radius="md"
                  p="md"
                  component="section"
                  aria-labelledby={headingId}
                  style={
                    current ? { borderColor: 'var(--mantine-color-kollega-7)', borderWidth: 2 } : undefined
                  }
                >
                  <Stack gap="sm" h="100%" justify="space-between">
                    <Stack gap="xs">
                      <Title order={3} size="h4" id={headingId}>
                        {PLAN_NAMES[card.plan]}
                      </Title>
                      {current ? (
                        <Badge variant="light" color="kollega" w="fit-content">
                          Nuværende abonnement
                        </Badge>
                      ) : null}
                      <Text fw={700} size="lg">
                        {formatMoney(card.priceOre).replace(',00 kr.', ' kr.')}{' '}
                        <Text span size="sm" fw={400} c="gray.7">
                          pr. måned ekskl. moms
                        </Text>
                      </Text>
                      <List size="sm" spacing={4}>
                        {card.features.map((feature) => (
                          <List.Item key={feature}>{feature}</List.Item>
                        ))}
                      </List>
                    </Stack>
                    <Button
                      variant={current ? 'default' : 'filled'}
                      disabled={!allowed}
                      loading={change.isPending && change.variables?.plan === card.plan}
                      onClick={() => choose(card.plan)}
                    >
                      {current && !allowed ? 'Dit abonnement' : `Vælg ${PLAN_NAMES[card.plan]}`}
                    </Button>
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
          <Text size="sm" c="gray.7">
            {ADD_ONS_NOTE}
          </Text>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={confirming !== null}
        title="Skift abonnement"
        message={confirming ? BILLING_MESSAGES.confirmDowngrade(PLAN_NAMES[confirming]) : ''}
        confirmLabel="Ja, nedgrader"
        pending={change.isPending}
        onConfirm={() => confirming && submit(confirming)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
