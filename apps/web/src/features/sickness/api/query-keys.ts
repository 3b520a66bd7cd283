/** Every sickness query starts with it (issue 29): a report or a recovery refreshes the company's and the employee's. */
export const SICKNESS_QUERY_KEY = ['sickness'] as const;

export const sicknessQueryKeys = {
  all: SICKNESS_QUERY_KEY,
  company: [...SICKNESS_QUERY_KEY, 'company'] as const,
  employee: (employeeId: string) => [...SICKNESS_QUERY_KEY, 'employees', employeeId] as const,
  parentalLeave: (employeeId: string) =>
    [...SICKNESS_QUERY_KEY, 'employees', employeeId, 'parental-leave'] as const,
};
