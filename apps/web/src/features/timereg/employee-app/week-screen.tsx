import { addDays, type IsoDate } from '@kollega/domain';
import { Stack } from '@mantine/core';
import { LoadErrorState } from '../../../ui/load-error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import { AbsenceBalances } from '../absence-balances';
import { MixedDaysNote } from '../mixed-days-note';
import { ClockCard } from './clock-card';
import { weekTitle } from './dates';
import { DayRow } from './day-row';
import { MyBalanceLine } from './my-balance-line';
import { MyDownloads } from './my-downloads';
import { MyTimeBankLine } from './my-time-bank-line';
import { useWeekLog } from './use-week-log';
import { warningsWithin } from './warning-text';
import { WeekHeader } from './week-header';
import { WeekTotals } from './week-totals';

/** 'Uge': the week at a glance, Monday to Sunday, with its totals (the employee app's first screen). */
export function WeekScreen({ monday }: { monday: IsoDate }) {
  const { query, week, warnings } = useWeekLog(monday);
  usePageTitle(weekTitle(monday).title);
  return (
    <Stack gap="md">
      <WeekHeader monday={monday} locked={week?.locked ?? false} />
      <ClockCard />
      {query.isPending ? <PageLoader /> : null}
      {query.isError && !week ? (
        <LoadErrorState
          error={query.error}
          message="Dine registreringer kunne ikke hentes."
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {week ? (
        <>
          <WeekTotals
            total={week.total}
            warnings={warningsWithin(warnings, monday, addDays(monday, 6))}
            normSetting={week.normSetting}
            paidHourly={week.paidHourly}
          />
          <MyBalanceLine monday={monday} />
          <MyTimeBankLine />
          <AbsenceBalances employeeId="me" />
          <MixedDaysNote entries={week.days.flatMap((day) => day.entries)} />
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Ugens dage">
            {week.days.map((day) => (
              <DayRow key={day.date} day={day} />
            ))}
          </Stack>
          <MyDownloads />
        </>
      ) : null}
    </Stack>
  );
}
