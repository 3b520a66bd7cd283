import {
  danishToday,
  type IsoDate,
  isoWeek,
  type LockReason,
  mondayOf,
  TIMEREG_MESSAGES,
  weekHasEnded,
  weekKeyOf,
} from '@kollega/domain';
import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { StatusBadge } from '../../../../../ui/status-badge';
import { useSetWeekApproval } from '../../../api/set-week-approval';
import { failureMessage } from '../../../entry-form/entry-errors';
import { approvalBusyText, approvalLinkText, lockExplanation, statusText } from './week-status-text';

/** Shown when a week cannot be approved or reopened for another reason than the lock. */
const APPROVAL_FAILED = 'Ugen kunne ikke ændres. Prøv igen.';

type WeekStatusProps = {
  employeeId: string;
  date: IsoDate;
  /** Why the whole week counts as approved (weekLockReason), or null. */
  reason: LockReason | null;
  /** Why the day shown is locked when its week is not (lockReason): said beside 'Åben'. */
  dayReason?: LockReason | null;
  /** canToggleWeekApproval: false for weeks before the lock date, which stay approved. */
  canToggle: boolean;
  companyLockDate: string | null;
};

/**
 * The modal's Status row (time-registration §2, §4): 'Godkendt' or 'Åben', and the link that approves the week
 * or opens it again. While the server works the link gives way to 'Godkender ugen...' / 'Åbner ugen op...'.
 */
export function WeekStatus({
  employeeId,
  date,
  reason,
  dayReason = null,
  canToggle,
  companyLockDate,
}: WeekStatusProps) {
  const approval = useSetWeekApproval();
  const approved = reason !== null;
  const week = isoWeek(date).week;
  const explanation = lockExplanation(reason ?? dayReason, companyLockDate);
  // Issue 17: a week is approved once it is over (the server refuses earlier too); reopening is always offered.
  const notEnded = !approved && !weekHasEnded(mondayOf(date), danishToday());
  const toggle = () => approval.mutate({ employeeId, weekKey: weekKeyOf(date), approved: !approved });
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <StatusBadge color={approved ? 'green' : 'gray'}>{statusText(reason)}</StatusBadge>
        {canToggle && !notEnded ? (
          <span aria-live="polite">
            {approval.isPending ? (
              <Group gap={6} component="span">
                <Loader size={14} aria-hidden="true" />
                <Text component="span" size="sm">
                  {approvalBusyText(approval.variables?.approved ?? !approved)}
                </Text>
              </Group>
            ) : (
              <Anchor component="button" type="button" size="sm" fw={600} onClick={toggle}>
                {approvalLinkText(week, approved)}
              </Anchor>
            )}
          </span>
        ) : null}
      </Group>
      {canToggle && notEnded ? (
        <Text size="xs" c="gray.7">
          {TIMEREG_MESSAGES.weekNotEnded}
        </Text>
      ) : null}
      {explanation ? (
        <Text size="xs" c="gray.7">
          {explanation}
        </Text>
      ) : null}
      {approval.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" p="xs">
          {failureMessage(approval.error, APPROVAL_FAILED)}
        </Alert>
      ) : null}
    </Stack>
  );
}
