import {
  EMPLOYEE_FIELD_LABELS,
  EMPLOYMENT_STATUSES,
  EMPLOYMENT_TYPES,
  type EmployeeFieldChange,
  type EmploymentStatus,
  type EmploymentType,
  employmentStatusLabel,
  employmentTypeLabel,
  formatDate,
  formatTimeOfDay,
} from '@kollega/domain';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'DD.MM.YYYY HH:mm' in Danish time. */
export function formatHistoryTime(at: string): string {
  return `${formatDate(at)} ${formatTimeOfDay(at)}`;
}

/** A stored value as the page shows it: labels for type and status, Danish dates, Ja/Nej for switches. */
export function formatHistoryValue(field: string, value: string): string {
  if (value === '') return '(tom)';
  if (field === 'employmentType' && (EMPLOYMENT_TYPES as readonly string[]).includes(value)) {
    return employmentTypeLabel(value as EmploymentType);
  }
  if (field === 'employmentStatus' && (EMPLOYMENT_STATUSES as readonly string[]).includes(value)) {
    return employmentStatusLabel(value as EmploymentStatus);
  }
  // The 'Administrator' switch is stored as the role.
  if (field === 'role' && (value === 'admin' || value === 'employee'))
    return value === 'admin' ? 'Ja' : 'Nej';
  if (value === 'true') return 'Ja';
  if (value === 'false') return 'Nej';
  if (ISO_DATE.test(value)) {
    try {
      return formatDate(value);
    } catch {
      return value;
    }
  }
  return value;
}

/**
 * One change as a line: 'Afdeling: Salg → Marketing'. CPR number and salary are never logged with their values
 * (from and to are null): 'CPR-nummer: ændret'.
 */
export function formatChange(change: EmployeeFieldChange): string {
  const label = (EMPLOYEE_FIELD_LABELS as Readonly<Record<string, string>>)[change.field] ?? change.field;
  if (change.from === null || change.to === null) return `${label}: ændret`;
  return `${label}: ${formatHistoryValue(change.field, change.from)} → ${formatHistoryValue(change.field, change.to)}`;
}
