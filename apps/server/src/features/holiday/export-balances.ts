import { danishToday, holidayYearLabel } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { WorkbookFile, WorkbookWriter } from '../../plugins/send-attachment';
import type { HolidayDeps } from './deps';
import { balancesOf, loadCompanyBalances } from './holiday-balances';
import { type HolidayEmployee, nameOf } from './holiday-record';

/**
 * GET /api/holiday/export.xlsx: every employee's balances per open ferieår, and feriefridage, as a workbook. The
 * balances are computed first; the route streams the workbook into the response (`sendWorkbook`), one sheet after
 * the other.
 */
export async function exportBalances(deps: HolidayDeps, ctx: AdminContext): Promise<WorkbookFile> {
  const today = danishToday();
  const { people, settings, data } = await loadCompanyBalances(deps.db, ctx.companyId, today);
  const balancesOfPeople = people.map((person) => ({
    person,
    balances: balancesOf(data, person, settings, today),
  }));
  return {
    fileName: 'feriesaldi.xlsx',
    write(workbook) {
      writeBalances(workbook, balancesOfPeople, today);
    },
  };
}

function writeBalances(
  workbook: WorkbookWriter,
  balancesOfPeople: { person: HolidayEmployee; balances: ReturnType<typeof balancesOf> }[],
  today: string,
): void {
  const sheet = workbook.addWorksheet('Feriesaldi');
  sheet.columns = [
    { header: 'Medarbejder', key: 'name', width: 28 },
    { header: 'Afdeling', key: 'department', width: 18 },
    { header: 'Ferieår', key: 'year', width: 10 },
    { header: 'Optjent', key: 'earned', width: 10 },
    { header: 'Startsaldo og korrektioner', key: 'adjusted', width: 14 },
    { header: 'Overført ind', key: 'in', width: 12 },
    { header: 'Overført ud', key: 'out', width: 12 },
    { header: 'Afholdt', key: 'taken', width: 10 },
    { header: 'Planlagt', key: 'planned', width: 10 },
    { header: 'Rest', key: 'remaining', width: 10 },
    { header: 'Bortfalder 31.12', key: 'expiring', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const extraSheet = workbook.addWorksheet('Feriefridage');
  extraSheet.columns = [
    { header: 'Medarbejder', key: 'name', width: 28 },
    { header: 'Periode', key: 'year', width: 10 },
    { header: 'Tildelt', key: 'granted', width: 10 },
    { header: 'Korrektioner', key: 'adjusted', width: 12 },
    { header: 'Afholdt', key: 'taken', width: 10 },
    { header: 'Planlagt', key: 'planned', width: 10 },
    { header: 'Rest', key: 'remaining', width: 10 },
  ];
  extraSheet.getRow(1).font = { bold: true };
  extraSheet.getRow(1).commit();
  for (const { person, balances } of balancesOfPeople) {
    for (const year of balances.years) {
      sheet
        .addRow({
          name: nameOf(person),
          department: person.department,
          year: holidayYearLabel(year.year),
          earned: year.earned,
          adjusted: year.adjusted,
          in: year.transferredIn,
          out: year.transferredOut,
          taken: year.taken,
          planned: year.planned,
          // 'Rest' as the Ferie tab shows it: the planned days apart, so a lawful later request is no minus.
          remaining: year.left,
          expiring: year.expiring,
        })
        .commit();
    }
  }
  sheet.addRow([]).commit();
  sheet.addRow([`Vejledende saldi pr. ${today}. Kollega er ikke et lønsystem.`]).commit();
  sheet.commit();
  for (const { person, balances } of balancesOfPeople) {
    const extra = balances.extra;
    if (!extra) continue;
    extraSheet
      .addRow({
        name: nameOf(person),
        year: extra.period === 'calendarYear' ? String(extra.year) : holidayYearLabel(extra.year),
        granted: extra.granted,
        adjusted: extra.adjusted,
        taken: extra.taken,
        planned: extra.planned,
        remaining: extra.remaining,
      })
      .commit();
  }
  extraSheet.commit();
}
