import type { Dashboard } from '@kollega/domain';

/** An answer of GET /api/dashboard with every block empty, for the component tests to fill in. */
export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    today: '2030-06-03',
    employeeCount: 12,
    agreements: { items: [], openTotal: 0, overdueCount: 0 },
    checklists: { items: [], total: 0 },
    suggestions: [],
    anniversaries: [],
    timereg: {
      inUse: true,
      weeksAwaitingApproval: 0,
      unreadWarnings: { elevenHours: 0, fortyEightHours: 0 },
    },
    absenceToday: { items: [], total: 0 },
    nextPublicHoliday: { date: '2030-06-10', name: '2. pinsedag' },
    holiday: { pending: [], pendingTotal: 0, reminders: [], remindersTotal: 0 },
    billing: null,
    ...overrides,
  };
}
