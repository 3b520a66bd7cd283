import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  dayLedger,
  type NormOptions,
  type OverviewResponse,
  overviewCalendar,
  type TimeEntry,
} from '@kollega/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeOverviewWorkbook } from '../../src/features/timereg/overview/overview-workbook';
import { workbookStream } from '../../src/plugins/send-attachment';
import { demoTimeEntries } from '../../src/testing/demo-time-entries';

/**
 * Issue 32 made the export's workbook faster to write (shared style objects, no pass over the written cells).
 * The file must read back exactly as before: every sheet's name, views, columns, and every cell's address,
 * type, value and style. The digests below were taken from the workbook as written before that change, from the
 * same data; a change to the sheets' content must change them on purpose.
 */
const FROM = '2025-01-06';
const TO = '2025-04-04';
const WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  from: '08:00',
  end: day === 5 ? '15:30' : '16:00',
  notWorking: day > 5,
}));

function norm(isPaidHourly: boolean): NormOptions {
  return {
    settings: {
      company: [
        {
          breakDuration: 30,
          paidBreak: false,
          isPaidHourly,
          createdDate: '2024-08-05',
          weeklySchedule: WEEK,
        },
      ],
      individual: [],
    },
    today: '2025-03-20',
    companyDaysOff: ['2025-03-14'],
    startDate: '2024-01-01',
    endDate: null,
  } as NormOptions;
}

/** Four employees: a normal and an overworked one, one paid by the hour, one with notes and no employee number. */
function exportData() {
  const calendar = overviewCalendar(FROM, TO);
  const names = ['Åse Østergaard', 'Bo: Hansen/Test', 'Åse Østergaard', 'Carl Timeløn'];
  const people = names.map((name, index) => {
    const entries: TimeEntry[] = demoTimeEntries({
      from: FROM,
      to: TO,
      seed: index,
      profile: index === 1 ? 'overworked' : 'normal',
    }).map((entry, position) => ({
      id: `entry-${index}-${position}`,
      date: entry.date,
      type: entry.type,
      hours: entry.hours,
      startTime: entry.startTime ?? null,
      endTime: entry.endTime ?? null,
      breakWasIncluded: entry.breakWasIncluded ?? false,
      note: position % 7 === 0 ? `Note <${position}> & "mere"` : '',
    }));
    const personNorm = norm(index === 3);
    return {
      name,
      employeeNumber: index === 2 ? '' : `10${index}`,
      norm: personNorm,
      days: dayLedger({
        entries,
        from: FROM,
        to: index === 3 ? '2025-03-10' : TO,
        norm: personNorm,
        calendar,
      }),
    };
  });
  const category = (hours: number) => ({ count: hours > 0 ? 3 : 0, hours });
  const overview = {
    from: FROM,
    to: TO,
    employees: people.map((person, index) => ({
      employeeId: `employee-${index}`,
      firstName: person.name.split(' ')[0],
      lastName: person.name.split(' ').slice(1).join(' '),
      inactive: index === 2,
      isPaidHourly: index === 3,
      summary: {
        work: category(400.5 + index),
        overtime: category(index * 3.25),
        holidays: category(index === 0 ? 15 : 0),
        sickLeave: category(7.4),
        timeOff: category(0),
        parentalLeave: category(index === 1 ? 22.2 : 0),
        normTime: 444,
        total: 430.75,
        totalWorkTime: 410.5,
      },
      averageWeek: 37.13 + index,
      plusMinus: -3.5 + index,
      balance: index === 0 ? null : { hours: 12.25 * index },
      longWeeks: index,
      timeBank: { earned: index, spent: 0, balance: index, asOf: TO },
    })),
  } as unknown as OverviewResponse;
  return { overview, people };
}

/** What a workbook reads back as, sheet by sheet: the fields exceljs parses, in a stable text. */
async function sheetsOf(file: Buffer): Promise<{ name: string; text: string }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      const cells: unknown[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => {
        const value = cell.value instanceof Date ? cell.value.toISOString() : cell.value;
        cells.push([cell.address, cell.type, value, cell.style]);
      });
      rows.push([number, row.height, (row as unknown as { style: unknown }).style, cells]);
    });
    const columns = (sheet.columns ?? []).map((column) => [column.number, column.width, column.style]);
    return {
      name: sheet.name,
      text: JSON.stringify([sheet.views, sheet.properties, columns, sheet.dimensions?.range, rows]),
    };
  });
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

describe("Overblik's workbook content (issue 32)", () => {
  it('reads back exactly as the workbook written before the faster writer', async () => {
    const { overview, people } = exportData();
    // The sheets are written from ledgers already computed (the worker and the route compute them alike).
    const file = await buffer(
      workbookStream({
        write: (workbook) => writeOverviewWorkbook(workbook, overview, 'Firma & Co', people),
      }),
    );
    const sheets = await sheetsOf(file);
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      'Overblik',
      'Åse Østergaard',
      'Bo  Hansen Test',
      'Åse Østergaard (2)',
      'Carl Timeløn',
    ]);
    expect(sheets.map((sheet) => hash(sheet.text))).toEqual(EXPECTED);
  });
});

/** Per sheet, the digest of what the workbook written before issue 32's change reads back as. */
const EXPECTED = [
  'c8c9b3366089f148',
  '665e6eb904f1e2b6',
  'f9aa7de39c76afd6',
  'dbc6282c4633f60f',
  '25f1ece0b2648c94',
];
