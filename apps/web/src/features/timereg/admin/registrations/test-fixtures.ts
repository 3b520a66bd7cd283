// Answers of the time registration API shared by the admin tabs' tests.
import {
  type DaySummary,
  DEFAULT_WEEKLY_SCHEDULE,
  type EmployeeOverview,
  type EmployeeTimeLog,
  type EmployeeTimeregSettings,
  noOptionalAbsences,
  type ScheduleDay,
  type TimeEntryChange,
  type TimeEntryDto,
  type TimeLogSetting,
  type TimeregEmployee,
} from '@kollega/domain';

export function employee(overrides: Partial<TimeregEmployee> = {}): TimeregEmployee {
  return {
    id: 'emp-1',
    firstName: 'Anna',
    lastName: 'Hansen',
    profilePhotoUrl: null,
    inactive: false,
    endDate: null,
    startDate: '2024-01-01',
    employmentStatus: 'active',
    isPaidHourly: false,
    paidBreak: false,
    breakDuration: 30,
    ...overrides,
  };
}

export function entry(overrides: Partial<TimeEntryDto> = {}): TimeEntryDto {
  return {
    id: 'entry-1',
    date: '2025-06-04',
    type: 'work',
    hours: 7.5,
    startTime: '08:00',
    endTime: '16:00',
    breakWasIncluded: true,
    note: '',
    ...overrides,
  };
}

export function change(overrides: Partial<TimeEntryChange> = {}): TimeEntryChange {
  return {
    id: 1,
    date: '2025-06-04',
    action: 'create_entry',
    authorName: 'Anne Admin',
    at: '2025-06-04T14:05:00.000Z',
    type: 'work',
    hours: 7.5,
    previousHours: null,
    ...overrides,
  };
}

export function timeLog(overrides: Partial<EmployeeTimeLog> = {}): EmployeeTimeLog {
  return { employeeId: 'emp-1', entries: [], changes: [], approvedWeeks: [], ...overrides };
}

export function summary(overrides: Partial<DaySummary> = {}): DaySummary {
  return {
    overtime: { count: 0, hours: 0 },
    timeOff: { count: 0, hours: 0 },
    holidays: { count: 0, hours: 0 },
    sickLeave: { count: 0, hours: 0 },
    work: { count: 0, hours: 0 },
    ...noOptionalAbsences(),
    normTime: 0,
    total: 0,
    totalWorkTime: 0,
    ...overrides,
  };
}

export function employeeOverview(overrides: Partial<EmployeeOverview> = {}): EmployeeOverview {
  return {
    employeeId: 'emp-1',
    firstName: 'Anna',
    lastName: 'Hansen',
    inactive: false,
    isPaidHourly: false,
    summary: summary(),
    workingDays: 0,
    averageWeek: 0,
    weeks: [],
    months: [],
    plusMinus: 0,
    longWeeks: 0,
    balance: null,
    ...overrides,
  };
}

/** GET /api/timereg/settings with a lock date (or none). */
export function settingsResponse(lockDate: string | null = null) {
  return {
    company: {
      breakDuration: 30,
      paidBreak: false,
      isPaidHourly: false,
      weeklySchedule: [],
      createdDate: '2024-08-05',
    },
    daysOff: [],
    lockDate,
    individual: [],
  };
}

/** A norm setting: the default week (Friday 08:00–15:30), a 30-minute unpaid break, salaried, from 2024-08-05. */
export function timeLogSetting(overrides: Partial<TimeLogSetting> = {}): TimeLogSetting {
  return {
    breakDuration: 30,
    paidBreak: false,
    isPaidHourly: false,
    createdDate: '2024-08-05',
    weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) => ({ ...day })),
    ...overrides,
  };
}

/** The default week with some weekdays (1 Monday … 7 Sunday) changed. */
export function weekWith(days: Record<number, Omit<ScheduleDay, 'day'>>): ScheduleDay[] {
  return DEFAULT_WEEKLY_SCHEDULE.map((day) => ({ ...day, ...days[day.day] }));
}

/**
 * GET /api/timereg/employees/:employeeId/settings: the company's history (the default setting unless given) and
 * the employee's own, which apply only with `individual`.
 */
export function normSettingsResponse({
  individual = false,
  own = [],
  company = [timeLogSetting()],
}: {
  individual?: boolean;
  own?: TimeLogSetting[];
  company?: TimeLogSetting[];
} = {}): EmployeeTimeregSettings {
  return { individual, settings: { individual: own, company } };
}

/** The stub's reply to that GET for one employee. */
export function normSettingsReply(
  employeeId: string,
  response: EmployeeTimeregSettings = normSettingsResponse(),
) {
  return { [`GET /api/timereg/employees/${employeeId}/settings`]: () => Response.json(response) };
}
