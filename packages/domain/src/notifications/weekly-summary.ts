import { anniversaryText, nextAnniversary } from '../dashboard/anniversaries';
import { addDays, type IsoDate } from '../dates/calendar';

export interface SummaryPerson {
  name: string;
  dateOfBirth: string | null;
  startDate: string | null;
}

/**
 * The Monday summary's lines (issue 26): work anniversaries (whole years) and round birthdays (every tenth
 * year) from Monday to Sunday of the week starting `monday`, soonest first, in the dashboard's words.
 */
export function weeklySummaryLines(people: readonly SummaryPerson[], monday: IsoDate): string[] {
  const sunday = addDays(monday, 6);
  const found: { date: IsoDate; line: string }[] = [];
  for (const person of people) {
    const birthday = person.dateOfBirth ? nextAnniversary(person.dateOfBirth, monday) : null;
    if (birthday && birthday.date <= sunday && birthday.years % 10 === 0) {
      found.push({
        date: birthday.date,
        line: `${person.name}: ${anniversaryText({ kind: 'birthday', years: birthday.years })}`,
      });
    }
    const work = person.startDate ? nextAnniversary(person.startDate, monday) : null;
    if (work && work.date <= sunday) {
      found.push({
        date: work.date,
        line: `${person.name}: ${anniversaryText({ kind: 'work', years: work.years })}`,
      });
    }
  }
  return found
    .sort((a, b) => a.date.localeCompare(b.date) || a.line.localeCompare(b.line))
    .map((entry) => `${entry.date.slice(8, 10)}.${entry.date.slice(5, 7)}: ${entry.line}`);
}
