import { danishToday, holidayYearLabel } from '@kollega/domain';
import ExcelJS from 'exceljs';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import { balancesOf, loadCompanyBalances } from './holiday-balances';
import { nameOf } from './holiday-record';

/** GET /api/holiday/export.xlsx: every employee's balances per open ferieår, and feriefridage, as a workbook. */
export async function exportBalances(deps: HolidayDeps, ctx: AdminContext): Promise<Buffer> {
  const today = danishToday();
  const { people, settings, data } = await loadCompanyBalances(deps.db, ctx.companyId, today);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kollega';
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
  for (const person of people) {
    const balances = balancesOf(data, person, settings, today);
    for (const year of balances.years) {
      sheet.addRow({
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
      });
    }
    if (balances.extra) {
      const extra = balances.extra;
      extraSheet.addRow({
        name: nameOf(person),
        year: extra.period === 'calendarYear' ? String(extra.year) : holidayYearLabel(extra.year),
        granted: extra.granted,
        adjusted: extra.adjusted,
        taken: extra.taken,
        planned: extra.planned,
        remaining: extra.remaining,
      });
    }
  }
  sheet.addRow([]);
  sheet.addRow([`Vejledende saldi pr. ${today}. Kollega er ikke et lønsystem.`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
