import { AGREEMENT_STATUS_LABELS, agreementStatus, formatDate, formatTimeOfDay } from '@kollega/domain';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { agreementPath, paths } from '../../lib/paths';
import { useAgreements } from '../../lib/shared-api/get-agreements';

/** hr-core §2, §9: the dashboard shows up to 5 open agreements, soonest first (overdue ones lead). */
export const DASHBOARD_AGREEMENTS = 5;

/** The dashboard's 'Kommende aftaler'; says nothing while loading or when the list cannot be read. */
export function UpcomingAgreements() {
  const agreements = useAgreements({ status: 'open', limit: DASHBOARD_AGREEMENTS });
  if (!agreements.data) return null;
  const items = agreements.data.items;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="dashboard-aftaler">
      <Stack gap="sm">
        <Title order={2} size="h4" id="dashboard-aftaler">
          Kommende aftaler
        </Title>
        {items.length === 0 ? (
          <Text size="sm" c="gray.7">
            Ingen åbne aftaler
          </Text>
        ) : (
          items.map((agreement) => {
            const status = agreementStatus(agreement);
            return (
              <Group key={agreement.id} justify="space-between" wrap="nowrap">
                <Stack gap={0} miw={0}>
                  <Anchor component={Link} to={agreementPath(agreement.id)} fw={600} size="sm">
                    {agreement.title}
                  </Anchor>
                  <Text size="xs" c="gray.7">
                    {agreement.regarding.name} · {formatDate(agreement.startsAt)}{' '}
                    {formatTimeOfDay(agreement.startsAt)}
                  </Text>
                </Stack>
                {status === 'overdue' ? (
                  <Badge color="red" variant="light">
                    {AGREEMENT_STATUS_LABELS.overdue}
                  </Badge>
                ) : null}
              </Group>
            );
          })
        )}
        <Anchor component={Link} to={paths.agreements} fw={600} size="sm">
          Se alle møder og aftaler
          <IconChevronRight size={14} aria-hidden="true" style={{ verticalAlign: '-0.125em' }} />
        </Anchor>
      </Stack>
    </Paper>
  );
}
