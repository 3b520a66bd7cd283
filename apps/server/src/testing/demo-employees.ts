import { EMPLOYMENT_TYPES, type EmploymentStatus, type EmploymentType } from '@kollega/domain';
import type { employees } from '../db/schema/index';

type EmployeeColumns = Partial<Omit<typeof employees.$inferInsert, 'id' | 'companyId' | 'userId'>>;

export interface DemoEmployee {
  firstName: string;
  lastName: string;
  email: string;
  fields: EmployeeColumns;
  /** A CPR number to store (encrypted) through the profile service. */
  cprNumber: string;
  /** Whether the demo gives them a signed employment contract. */
  hasContract: boolean;
}

const FIRST_NAMES = [
  'Anne',
  'Søren',
  'Mette',
  'Jens',
  'Louise',
  'Mikkel',
  'Camilla',
  'Rasmus',
  'Ida',
  'Frederik',
  'Sofie',
  'Mads',
  'Emma',
  'Kasper',
  'Julie',
  'Anders',
  'Freja',
  'Niels',
  'Astrid',
  'Thomas',
  'Cecilie',
  'Lars',
  'Maja',
  'Morten',
  'Signe',
  'Jakob',
  'Line',
  'Peter',
  'Karen',
  'Ole',
];
const LAST_NAMES = [
  'Jensen',
  'Nielsen',
  'Hansen',
  'Pedersen',
  'Andersen',
  'Christensen',
  'Larsen',
  'Sørensen',
  'Rasmussen',
  'Jørgensen',
  'Petersen',
  'Madsen',
  'Kristensen',
  'Olsen',
  'Thomsen',
  'Christiansen',
  'Poulsen',
  'Johansen',
  'Møller',
  'Mortensen',
  'Knudsen',
  'Jakobsen',
  'Mikkelsen',
  'Frederiksen',
  'Østergaard',
  'Ærbo',
  'Åberg',
];
const JOBS = [
  'Tømrer',
  'Bogholder',
  'Salgskonsulent',
  'Lagermedarbejder',
  'Kok',
  'Tjener',
  'Projektleder',
  'Designer',
  'Udvikler',
  'Kundeservice',
  'Chauffør',
  'Elektriker',
  'Receptionist',
  'Marketingkoordinator',
  'Lærling',
];
const DEPARTMENTS = ['Produktion', 'Administration', 'Salg', 'Lager', 'Køkken', 'IT'];
const CITIES: [string, string][] = [
  ['2100', 'København Ø'],
  ['8000', 'Aarhus C'],
  ['5000', 'Odense C'],
  ['9000', 'Aalborg'],
  ['6700', 'Esbjerg'],
  ['7100', 'Vejle'],
];

/** The statuses, weighted like a real small company: mostly active, a few of each of the others. */
function statusFor(index: number): EmploymentStatus {
  if (index % 11 === 3) return 'inactive';
  if (index % 13 === 5) return 'sickLeave';
  if (index % 17 === 7) return 'leave';
  if (index % 19 === 9) return 'other';
  return 'active';
}

/** A deterministic pseudo-random number (mulberry32), so every run makes the same company. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `count` realistic employees (Danish names, every employment type, every status, dates, contact data, salaries,
 * exemptions), the same each run. Shared by `npm run seed:demo` and `npm run bench`, so the benchmark measures
 * data that looks like the demo. E-mails are `<first>.<last>.<n>@<domain>`, unique per index.
 */
export function demoEmployees(count: number, options: { domain: string; seed?: number }): DemoEmployee[] {
  const random = generator(options.seed ?? 2024);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[(index * 7) % LAST_NAMES.length]!;
    const type: EmploymentType = EMPLOYMENT_TYPES[index % EMPLOYMENT_TYPES.length]!;
    const status = statusFor(index);
    const startYear = 2015 + Math.floor(random() * 10);
    const startDate = `${startYear}-${pad(1 + Math.floor(random() * 12))}-01`;
    const birthYear = 1960 + Math.floor(random() * 45);
    const birthMonth = 1 + Math.floor(random() * 12);
    const birthDay = 1 + Math.floor(random() * 28);
    const [zipcode, city] = pick(CITIES);
    const phone = String(20_000_000 + Math.floor(random() * 79_999_999));
    const slug = `${firstName}.${lastName}`
      .toLowerCase()
      .replaceAll('æ', 'ae')
      .replaceAll('ø', 'oe')
      .replaceAll('å', 'aa');
    return {
      firstName,
      lastName,
      email: `${slug}.${index + 1}@${options.domain}`,
      cprNumber: `${pad(birthDay)}${pad(birthMonth)}${String(birthYear).slice(2)}-${String(1000 + Math.floor(random() * 8999))}`,
      hasContract: index % 4 !== 1,
      fields: {
        jobPosition: pick(JOBS),
        department: pick(DEPARTMENTS),
        phone,
        privateEmail: `${slug}@privat.dk`,
        address: `${pick(['Vestergade', 'Østergade', 'Nørregade', 'Søndergade', 'Åboulevarden'])} ${1 + Math.floor(random() * 90)}`,
        zipcode,
        city,
        dateOfBirth: `${birthYear}-${pad(birthMonth)}-${pad(birthDay)}`,
        emergencyContactName: `${pick(FIRST_NAMES)} ${lastName}`,
        emergencyContactPhone: String(20_000_000 + Math.floor(random() * 79_999_999)),
        employmentType: type,
        employmentStatus: status,
        startDate,
        endDate: status === 'inactive' ? `${startYear + 1}-12-31` : null,
        salaryOre: type === 'freelance' ? null : (25_000 + Math.floor(random() * 30_000)) * 100,
        bankAccount: `${1000 + Math.floor(random() * 8999)} ${String(Math.floor(random() * 1e10)).padStart(10, '0')}`,
        salaryNote: 'Pr. måned inkl. pension',
        exemptFrom1to1: index % 9 === 4,
        exemptFromEpr: index % 10 === 6,
        exemptFromSalary: type === 'freelance',
        exemptFromEmploymentContract: type === 'freelance',
        timeRegistrationExempt: type === 'freelance' || index % 12 === 2,
      },
    };
  });
}
