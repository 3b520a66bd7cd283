/** 'Anna Hansen'; with `inactive`, 'Anna Hansen (Inaktiv)' (time-registration §2, the registrations modal). */
export function employeeName(
  employee: { firstName: string; lastName: string; inactive?: boolean },
  { markInactive = false }: { markInactive?: boolean } = {},
): string {
  const name = `${employee.firstName} ${employee.lastName}`.trim();
  return markInactive && employee.inactive ? `${name} (Inaktiv)` : name;
}
