import { type CompanyDayOff, isPublicHoliday } from '@kollega/domain';

/** Why a day cannot be added as a company day off, or null when it can. */
export function dayOffError(date: string | null, existing: readonly CompanyDayOff[]): string | null {
  if (!date) return 'Dato mangler';
  if (existing.some((day) => day.date === date)) return 'Datoen er allerede en fridag.';
  // docs/rules/timereg.md#ruling-9: public holidays are computed and already have no norm time.
  if (isPublicHoliday(date)) return 'Datoen er en helligdag og er allerede fri.';
  return null;
}

/** The list with the new day in date order, as it is saved and shown. */
export function withDayOff(existing: readonly CompanyDayOff[], added: CompanyDayOff): CompanyDayOff[] {
  return [...existing, added].sort((a, b) => a.date.localeCompare(b.date));
}

export function withoutDayOff(existing: readonly CompanyDayOff[], date: string): CompanyDayOff[] {
  return existing.filter((day) => day.date !== date);
}
