import {
  addDays,
  canToggleWeekApproval,
  type IsoDate,
  isoWeek,
  lockReason,
  mondayOf,
  TIMEREG_FIRST_DATE,
  type TimeregEmployee,
  weekLockReason,
} from '@kollega/domain';
import { Divider, Modal, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useEmployeeNormSources } from '../../../../lib/shared-api/get-employee-timereg-settings';
import { DateField } from '../../../../ui/date-field';
import { LoadErrorState } from '../../../../ui/load-error-state';
import { PageLoader } from '../../../../ui/page-loader';
import { useOverview } from '../../api/get-overview';
import { useCompanyLockDate } from '../../api/get-timereg-settings';
import { useTimeLogs } from '../../api/list-time-logs';
import { MixedDaysNote } from '../../mixed-days-note';
import { employeeName } from '../overview/employee-name';
import { weekDates } from '../overview/week-label';
import { ChangeLog } from './modal/change-log';
import { DayEntries } from './modal/day-entries';
import { ModalRow } from './modal/modal-row';
import { normText, paidHourlyOn } from './modal/norm-text';
import { WeekStatus } from './modal/week-status';
import { PeriodSummary } from './period-summary';

export type RegistrationsTarget = { employee: TimeregEmployee; date: IsoDate };

type RegistrationsModalProps = {
  /** The employee and day (or any day of the week) clicked; null when closed. */
  target: RegistrationsTarget | null;
  weekMode: boolean;
  onClose: () => void;
};

/**
 * The registrations modal (time-registration §2): one employee's day, or week in week mode, with the week's
 * approval. It loads its own week rather than reusing the grid's data, because in day mode the date can move.
 */
export function RegistrationsModal({ target, weekMode, onClose }: RegistrationsModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title="Registreringer"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Luk' }}
    >
      {target ? (
        <ModalBody
          key={`${target.employee.id}-${target.date}-${weekMode}`}
          target={target}
          weekMode={weekMode}
        />
      ) : null}
    </Modal>
  );
}

function ModalBody({ target, weekMode }: { target: RegistrationsTarget; weekMode: boolean }) {
  const { employee } = target;
  const [date, setDate] = useState(target.date);
  const dateId = useId();
  const monday = mondayOf(date);
  const sunday = addDays(monday, 6);
  const companyLockDate = useCompanyLockDate();
  const logs = useTimeLogs({ from: monday, to: sunday, employeeIds: [employee.id] }, { keepPrevious: false });
  const log = logs.data?.find((item) => item.employeeId === employee.id);
  // The employee's norm settings, for the day's 'Normtid' and a new registration's defaults; null until there.
  const settings = useEmployeeNormSources(weekMode ? null : employee.id).data ?? null;

  // Until the week's log is there its approval is unknown: nothing can be changed yet.
  const lockInput = {
    date,
    approvedWeeks: log?.approvedWeeks ?? [],
    employeeStartDate: employee.startDate,
    companyLockDate,
  };
  // docs/rules/timereg.md#ruling-29: the day is locked on its own (DayEntries read-only); the week's status is the whole week's.
  const reason = logs.isSuccess ? lockReason(lockInput) : null;
  const weekReason = logs.isSuccess ? weekLockReason(lockInput) : null;
  const week = isoWeek(date).week;

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <ModalRow label="Status">
          {logs.isSuccess ? (
            <WeekStatus
              employeeId={employee.id}
              date={date}
              reason={weekReason}
              dayReason={reason}
              canToggle={canToggleWeekApproval(lockInput)}
              companyLockDate={companyLockDate}
            />
          ) : (
            <Text size="sm" c="gray.7">
              {logs.isError ? '-' : 'Indlæser...'}
            </Text>
          )}
        </ModalRow>
        {weekMode ? (
          <ModalRow label="Periode">
            <Text size="sm">
              Uge {week}: {weekDates(monday)}
            </Text>
          </ModalRow>
        ) : (
          <ModalRow label="Dato" labelFor={dateId}>
            <DateField
              id={dateId}
              name="date"
              value={date}
              onChange={(value) => value && setDate(value)}
              clearable={false}
              minDate={TIMEREG_FIRST_DATE}
              disabled={reason !== null}
              w={170}
            />
          </ModalRow>
        )}
        <ModalRow label="Medarbejder">
          <Text size="sm">{employeeName(employee, { markInactive: true })}</Text>
        </ModalRow>
        {weekMode || paidHourlyOn(date, settings, employee.isPaidHourly) ? null : (
          <ModalRow label="Normtid">
            <Text size="sm">{normText(date, settings)}</Text>
          </ModalRow>
        )}
      </Stack>
      <Divider />
      {weekMode ? (
        <>
          <WeekSummary employee={employee} monday={monday} />
          <MixedDaysNote entries={log?.entries ?? []} />
        </>
      ) : logs.isPending ? (
        <PageLoader label="Indlæser registreringer" />
      ) : logs.isError ? (
        <LoadErrorState error={logs.error} onRetry={() => void logs.refetch()} />
      ) : (
        <>
          <DayEntries
            key={date}
            employee={employee}
            settings={settings}
            date={date}
            entries={(log?.entries ?? []).filter((entry) => entry.date === date)}
            locked={reason !== null}
          />
          <Divider />
          <ChangeLog changes={(log?.changes ?? []).filter((change) => change.date === date)} />
        </>
      )}
    </Stack>
  );
}

/**
 * Week mode: the categories and totals of the week as Overblik computes them on the server, with the employee's
 * own norm for the week as the server counts it (past days only, without public holidays and the company's days
 * off), and its plus/minus and the running balance at the week's end (decision 029). Until it loads, or when it
 * fails, the defaults show ('0,00 timer', '-').
 */
function WeekSummary({ employee, monday }: { employee: TimeregEmployee; monday: IsoDate }) {
  const overview = useOverview(
    { from: monday, to: addDays(monday, 6), employeeIds: [employee.id], inactive: employee.inactive },
    { keepPrevious: false },
  );
  const row = overview.data?.employees.find((item) => item.employeeId === employee.id);
  return (
    <PeriodSummary
      summary={row?.summary ?? null}
      isPaidHourly={row?.isPaidHourly ?? employee.isPaidHourly}
      caption={`Opsummering for uge ${isoWeek(monday).week}`}
      plusMinus={row ? row.plusMinus : null}
      balance={row?.balance ?? null}
    />
  );
}
