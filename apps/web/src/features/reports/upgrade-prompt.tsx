import { REPORT_MESSAGES } from '@kollega/domain';
import { Skeleton, Stack } from '@mantine/core';
import { PlanUpgradePrompt } from '../../ui/plan-upgrade-prompt';

/**
 * Decision 042: on freemium Rapporter is shown dimmed behind an upgrade prompt, the way Udstyr's list is. No report
 * is read: the server refuses it on freemium, so the dimmed part is a chart's and a table's outline.
 */
export function ReportsUpgradePrompt() {
  return (
    <PlanUpgradePrompt messages={REPORT_MESSAGES} minHeight={420}>
      <Stack gap="md">
        <Skeleton h={280} animate={false} radius="lg" />
        <Skeleton h={24} animate={false} />
        <Skeleton h={24} animate={false} />
        <Skeleton h={24} animate={false} />
      </Stack>
    </PlanUpgradePrompt>
  );
}
