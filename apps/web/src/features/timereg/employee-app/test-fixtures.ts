// Fixtures shared by the employee app's tests.
import {
  DEFAULT_TIME_LOG_SETTING,
  DEFAULT_WEEKLY_SCHEDULE,
  type MyTimeregResponse,
  type ScheduleDay,
  type TimeEntryChange,
  type TimeEntryDto,
  type TimeLogSetting,
  type TimeLogWarningDto,
} from '@kollega/domain';
import { vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';

/** Bo, an employee of Bager Hansen ApS who registers time. */
export const timeEmployee = makeMe({
  user: { email: 'bo@bager.dk' },
  profile: { firstName: 'Bo', lastName: 'Bager', role: 'employee', registersTime: true },
  company: { isOwner: false },
});

export function entry(overrides: Partial<TimeEntryDto> = {}): TimeEntryDto {
  return {
    id: 'entry-1',
    date: '2025-03-03',
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
    date: '2025-03-03',
    action: 'add_entry',
    authorName: 'Bo Bager',
    at: '2025-03-03T15:05:00.000Z',
    type: 'work',
    hours: 7.5,
    previousHours: null,
    ...overrides,
  };
}

export function warning(overrides: Partial<TimeLogWarningDto> = {}): TimeLogWarningDto {
  return {
    id: 'warning-1',
    employeeId: 'emp-1',
    type: '11HourWarning',
    value: 9.5,
    fromDate: '2025-03-04',
    toDate: '2025-03-05',
    read: false,
    comment: '',
    ...overrides,
  };
}

/**
 * A norm setting: the default week (30 minutes' unpaid break, salaried) with `overrides`, and `days` replacing
 * weekdays of its schedule by their `day` (1 Monday … 7 Sunday).
 */
export function setting(
  overrides: Partial<Omit<TimeLogSetting, 'weeklySchedule'>> = {},
  days: ScheduleDay[] = [],
): TimeLogSetting {
  return {
    ...DEFAULT_TIME_LOG_SETTING,
    ...overrides,
    weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map(
      (scheduled) => days.find((day) => day.day === scheduled.day) ?? { ...scheduled },
    ),
  };
}

/** What the server sends an employee of a company that never saved a norm week: the default week. */
export const DEFAULT_SETTINGS: MyTimeregResponse['settings'] = {
  individual: [],
  company: [DEFAULT_TIME_LOG_SETTING],
};

/** The settings of an employee with their own norm week `own`, over the company's default week. */
export function ownSettings(own: TimeLogSetting): MyTimeregResponse['settings'] {
  return { individual: [own], company: [DEFAULT_TIME_LOG_SETTING] };
}

type Timereg = {
  entries?: TimeEntryDto[];
  changes?: TimeEntryChange[];
  approvedWeeks?: string[];
  warnings?: TimeLogWarningDto[];
  settings?: MyTimeregResponse['settings'];
  locks?: MyTimeregResponse['locks'];
};

export function timereg({
  entries = [],
  changes = [],
  approvedWeeks = [],
  warnings = [],
  settings = DEFAULT_SETTINGS,
  locks = { startDate: null, lockDate: null },
}: Timereg = {}): MyTimeregResponse {
  return { log: { employeeId: 'emp-1', entries, changes, approvedWeeks }, warnings, settings, locks };
}

/**
 * The fake server for the employee app: GET /api/me and GET /api/me/timereg (the same answer for every range;
 * entries outside a week simply do not show in it), plus any other replies.
 */
export function serveEmployeeApp(data: Timereg = {}, more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/me': () => Response.json(timeEmployee),
    'GET /api/me/timereg': () => Response.json(timereg(data)),
    ...more,
  });
}

/** Thursday 6 March 2025, 11:00 in Copenhagen: week 10, with Monday to Wednesday gone by. Only Date is faked. */
export function freezeToday(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-06T10:00:00.000Z'));
}
