import { AGREEMENT_TYPES, type AgreementType, followUpOptionsFor } from '@kollega/domain';
import type { Db } from '../db/database';
import { agreementAttendees, agreements } from '../db/schema/index';

export interface DemoPerson {
  id: string;
  name: string;
}

export interface DemoAgreement {
  title: string;
  agreementType: AgreementType;
  startsAt: Date;
  isClosed: boolean;
  location: string;
  summary: string;
  regarding: DemoPerson;
  attendees: DemoPerson[];
}

const DAY = 86_400_000;
const TITLES: Record<AgreementType, string> = {
  '1 til 1': '1 til 1',
  '3 mdr. opfølgning': '3 måneders opfølgning',
  Advarsel: 'Skriftlig advarsel',
  Andet: 'Samtale',
  'Exit interview': 'Exit interview',
  Lønsamtale: 'Årlig lønsamtale',
  'Målsætninger - S.M.A.R.T': 'Mål for året',
  Offboarding: 'Sidste dag',
  Onboarding: 'Velkomst og introduktion',
  Reboarding: 'Tilbage efter orlov',
  Sygefraværssamtale: 'Sygefraværssamtale',
  Udviklingssamtale: 'MUS',
};
/** The demo set keeps the 11 hr-core types; 'Sygefraværssamtale' is booked from a sick period (issue 29). */
const DEMO_TYPES = AGREEMENT_TYPES.filter((type) => type !== 'Sygefraværssamtale');
const PLACES = ['Mødelokale 1', 'Mødelokale 2', 'Kantinen', 'Teams', ''];

/** A moment on a quarter hour between 8 and 16 Danish-ish time, `days` from `now`. */
function at(now: Date, days: number, slot: number): Date {
  const day = new Date(Math.floor((now.getTime() + days * DAY) / DAY) * DAY);
  return new Date(day.getTime() + (7 + (slot % 32) / 4) * 3_600_000);
}

/**
 * A lived-in set for the demo company and the bench: for every type an open one ahead, an overdue one (open, date
 * passed) and a closed one with a summary; a type with follow-up options also gets the booked follow-up of the
 * closed one. With `count`, the pattern repeats over the people until there are that many.
 */
export function demoAgreements(
  people: DemoPerson[],
  options: { now?: Date; count?: number } = {},
): DemoAgreement[] {
  if (people.length === 0) return [];
  const now = options.now ?? new Date();
  const result: DemoAgreement[] = [];
  // One round by default: three per type, plus a follow-up for each type that has them.
  const target =
    options.count ?? DEMO_TYPES.length * 3 + DEMO_TYPES.filter((type) => followUpOptionsFor(type)).length;
  for (let round = 0; result.length < target; round += 1) {
    for (const [index, agreementType] of DEMO_TYPES.entries()) {
      const slot = round * 11 + index;
      const regarding = people[slot % people.length]!;
      const attendee = people[(slot + 1) % people.length]!;
      const base = {
        title: `${TITLES[agreementType]}: ${regarding.name}`,
        agreementType,
        location: PLACES[slot % PLACES.length]!,
        regarding,
        attendees: attendee.id === regarding.id ? [] : [attendee],
      };
      result.push({ ...base, startsAt: at(now, 3 + (slot % 40), slot), isClosed: false, summary: '' });
      result.push({ ...base, startsAt: at(now, -2 - (slot % 20), slot + 1), isClosed: false, summary: '' });
      result.push({
        ...base,
        startsAt: at(now, -60 - (slot % 90), slot + 2),
        isClosed: true,
        summary: 'Vi gennemgik opgaver, trivsel og næste skridt. Aftalt opfølgning.',
      });
      const followUp = followUpOptionsFor(agreementType);
      if (followUp) {
        const offset = followUp.offsets.find((option) => option.key === followUp.defaultKey);
        const days = offset && 'days' in offset ? offset.days : 30;
        result.push({
          ...base,
          startsAt: at(now, -60 - (slot % 90) + days, slot + 3),
          isClosed: false,
          summary: '',
        });
      }
      if (result.length >= target) break;
    }
  }
  return result.slice(0, target);
}

/** Inserts demo agreements in batches (no audit rows: seed data, not anyone's action). */
export async function insertDemoAgreements(
  db: Db,
  companyId: string,
  rows: DemoAgreement[],
): Promise<number> {
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const inserted = await db
      .insert(agreements)
      .values(
        batch.map((row) => ({
          companyId,
          title: row.title,
          agreementType: row.agreementType,
          startsAt: row.startsAt,
          isClosed: row.isClosed,
          location: row.location,
          summary: row.summary,
          regardingId: row.regarding.id,
          regardingName: row.regarding.name,
        })),
      )
      .returning({ id: agreements.id });
    const attendees = inserted.flatMap((agreement, index) =>
      batch[index]!.attendees.map((person) => ({
        companyId,
        agreementId: agreement.id,
        employeeId: person.id,
        employeeName: person.name,
      })),
    );
    if (attendees.length > 0) await db.insert(agreementAttendees).values(attendees);
  }
  return rows.length;
}
