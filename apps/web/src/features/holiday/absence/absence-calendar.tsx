import { CALENDAR_MARK_LABELS, danishToday } from '@kollega/domain';
import { ActionIcon, Group, Select, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { SectionCard } from '../../../ui/section-card';
import { useHolidayCalendar } from '../api/get-calendar';
import classes from './absence-calendar.module.css';

const SHORT = {
  holiday: 'F',
  sickLeave: 'S',
  timeOff: 'Fri',
  // Issue 34 (decision 044).
  parentalLeave: 'B',
  childSick: 'BS',
  careDay: 'O',
  seniorDay: 'Se',
  timeOffInLieu: 'A',
  leaveOfAbsence: 'T',
  course: 'K',
  pending: '?',
} as const;
const ALWAYS_IN_LEGEND = ['holiday', 'sickLeave', 'timeOff', 'pending'] as const;

/** 'YYYY-MM' moved by whole months. */
function shiftMonth(month: string, by: number): string {
  return dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM');
}

/**
 * The company's month calendar (decision 026): one row per person, one column per day; registered holiday,
 * sickness and time off, and pending requests, with weekends, public holidays and company days off shaded.
 */
export function AbsenceCalendar() {
  const [month, setMonth] = useState(danishToday().slice(0, 7));
  const [department, setDepartment] = useState<string | null>(null);
  const calendar = useHolidayCalendar(month, department);
  const data = calendar.data;
  return (
    <SectionCard title="Fraværskalender">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label="Forrige måned"
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            <IconChevronLeft size={16} aria-hidden="true" />
          </ActionIcon>
          <Text fw={600} miw={130} ta="center" aria-live="polite">
            {dayjs(`${month}-01`).format('MMMM YYYY')}
          </Text>
          <ActionIcon
            variant="default"
            aria-label="Næste måned"
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            <IconChevronRight size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <Select
          aria-label="Afdeling"
          placeholder="Alle afdelinger"
          clearable
          data={data?.departments ?? []}
          value={department}
          onChange={setDepartment}
          w={220}
        />
      </Group>
      <Group gap="md">
        {legendMarks(data?.people ?? []).map((mark) => (
          <Text size="xs" key={mark}>
            <span className={`${classes.legend} ${classes[mark]}`} aria-hidden="true" />
            {SHORT[mark]} = {CALENDAR_MARK_LABELS[mark]}
          </Text>
        ))}
        <Text size="xs">
          <span className={`${classes.legend} ${classes.publicHoliday}`} aria-hidden="true" />
          Helligdag eller fridag
        </Text>
      </Group>
      {calendar.isPending ? <PageLoader /> : null}
      {calendar.isError ? <ErrorState onRetry={() => void calendar.refetch()} /> : null}
      {data ? (
        <Stack
          gap={4}
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label="Kalender over fravær"
        >
          <table className={classes.grid}>
            <caption style={{ textAlign: 'left' }}>
              <Text size="xs" c="gray.7" component="span">
                Fravær i {dayjs(`${month}-01`).format('MMMM YYYY')}
              </Text>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={classes.name}>
                  Medarbejder
                </th>
                {data.days.map((day) => (
                  <th
                    key={day.date}
                    scope="col"
                    className={
                      day.holidayName ? classes.publicHoliday : day.weekend ? classes.off : undefined
                    }
                    title={day.holidayName ?? undefined}
                  >
                    {Number(day.date.slice(8, 10))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.people.map((person) => (
                <tr key={person.id}>
                  <th scope="row" className={classes.name}>
                    {person.name}
                  </th>
                  {data.days.map((day) => {
                    const mark = person.marks[day.date];
                    const base = day.holidayName ? classes.publicHoliday : day.weekend ? classes.off : '';
                    return (
                      <td key={day.date} className={mark ? classes[mark] : base}>
                        {mark ? <span title={CALENDAR_MARK_LABELS[mark]}>{SHORT[mark]}</span> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {data.people.length === 0 ? <Text c="gray.7">Ingen medarbejdere</Text> : null}
        </Stack>
      ) : null}
    </SectionCard>
  );
}

/** Ferie, Sygdom, Fri and Anmodet always; an issue 34 type only when the month has it. */
function legendMarks(people: readonly { marks: Record<string, keyof typeof SHORT> }[]) {
  const used = new Set<string>();
  for (const person of people) for (const mark of Object.values(person.marks)) used.add(mark);
  const optional = (Object.keys(SHORT) as (keyof typeof SHORT)[]).filter(
    (mark) => !(ALWAYS_IN_LEGEND as readonly string[]).includes(mark) && used.has(mark),
  );
  return [...ALWAYS_IN_LEGEND.slice(0, 3), ...optional, 'pending' as const];
}
