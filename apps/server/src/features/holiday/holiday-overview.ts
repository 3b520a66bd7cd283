import {
  danishToday,
  formatMonth,
  type HolidayLedgerEntry,
  type HolidayOverview,
  LEDGER_KIND_LABELS,
  lapsedHolidayYears,
  monthlyAccruals,
  openHolidayYears,
  roundDays,
  TRANSFER_KIND_LABELS,
} from '@kollega/domain';
import type { Db } from '../../db/database';
import type { Reader, Tx } from '../../services/context';
import { type balancesOf, loadEmployeeBalances, remindersOf } from './holiday-balances';
import {
  type HolidayEmployee,
  type LedgerDbRow,
  loadHolidayEmployee,
  loadLedgerRow,
  nameOf,
  toRequestDto,
} from './holiday-record';

/** The ledger behind the figures: accruals by month, registrations, and the admin's rows, newest first. */
function ledgerOf(
  employee: HolidayEmployee,
  balances: ReturnType<typeof balancesOf>,
  today: string,
): HolidayLedgerEntry[] {
  const entries: HolidayLedgerEntry[] = [];
  const employment = { startDate: employee.startDate, endDate: employee.endDate };
  for (const year of openHolidayYears(today)) {
    for (const month of monthlyAccruals(year, employment)) {
      if (month.usableFrom > today) continue;
      entries.push({
        id: `accrual-${month.month}`,
        source: 'accrual',
        bucket: 'holiday',
        year,
        date: `${month.month}-01`,
        days: roundDays(month.days),
        text: `Optjent i ${formatMonth(month.month)}`,
        transferKind: null,
        signed: null,
      });
    }
  }
  const firstOpen = `${openHolidayYears(today)[0]}-09-01`;
  for (const date of [...new Set(balances.holidayDates)]) {
    if (date < firstOpen) continue;
    entries.push({
      id: `holiday-${date}`,
      source: 'registration',
      bucket: 'holiday',
      year: 0,
      date,
      days: -1,
      text: date > today ? 'Planlagt ferie' : 'Afholdt ferie',
      transferKind: null,
      signed: null,
    });
  }
  for (const date of [...new Set(balances.extraDates)]) {
    entries.push({
      id: `extra-${date}`,
      source: 'registration',
      bucket: 'extra',
      year: 0,
      date,
      days: -1,
      text: date > today ? 'Planlagt feriefridag' : 'Afholdt feriefridag',
      transferKind: null,
      signed: null,
    });
  }
  for (const row of balances.ledgerRows) {
    const transferKind =
      row.transferKind === 'hindrance' || row.transferKind === 'fifthWeek' ? row.transferKind : null;
    const label = LEDGER_KIND_LABELS[row.kind as keyof typeof LEDGER_KIND_LABELS] ?? row.kind;
    entries.push({
      id: row.id,
      source: row.kind as HolidayLedgerEntry['source'],
      bucket: row.bucket === 'extra' ? 'extra' : 'holiday',
      year: row.year,
      date: danishToday(row.createdAt),
      days: row.kind === 'transfer' ? -row.days : row.days,
      text: [label, transferKind ? TRANSFER_KIND_LABELS[transferKind] : '', row.note]
        .filter(Boolean)
        .join(': '),
      transferKind,
      signed: row.kind === 'transfer' ? row.signedAt !== null : null,
    });
  }
  return entries.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** One employee's Ferie tab (admin) or the employee app's holiday screen. */
export async function buildOverview(
  db: Reader,
  companyId: string,
  employee: HolidayEmployee,
  today: string = danishToday(),
): Promise<HolidayOverview> {
  const { settings, balances } = await loadEmployeeBalances(db, companyId, employee, today);
  return {
    employee: { id: employee.id, name: nameOf(employee), startDate: employee.startDate },
    today,
    years: balances.years,
    extra: balances.extra,
    ledger: ledgerOf(employee, balances, today),
    requests: balances.requests.slice(0, 100).map((row) => toRequestDto(row, employee)),
    reminders: remindersOf(employee, balances, today),
    lapsed: lapsedHolidayYears(balances.input, danishToday(employee.createdAt)),
    settings,
  };
}

/** The Ferie tab of an employee of the company (404 otherwise), as every ledger action answers. */
export async function overviewOf(
  db: Reader,
  companyId: string,
  employeeId: string,
): Promise<HolidayOverview> {
  const employee = await loadHolidayEmployee(db, companyId, employeeId);
  return buildOverview(db, companyId, employee);
}

/**
 * Changes one of the admin's ledger rows (signing, deleting) in a transaction with the row locked, 404 when it is
 * not the company's; answers with the employee's Ferie tab as it is afterwards.
 */
export async function changeLedgerRow(
  db: Db,
  companyId: string,
  ledgerId: string,
  change: (tx: Tx, row: LedgerDbRow) => Promise<void>,
): Promise<HolidayOverview> {
  const employeeId = await db.transaction(async (tx) => {
    const row = await loadLedgerRow(tx, companyId, ledgerId);
    await change(tx, row);
    return row.employeeId;
  });
  return overviewOf(db, companyId, employeeId);
}
