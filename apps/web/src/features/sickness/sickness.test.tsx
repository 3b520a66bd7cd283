import {
  addDays,
  type CompanySicknessDto,
  danishToday,
  type EmployeeSicknessDto,
  formatDate,
} from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../test/fetch-stub';
import { renderPage } from '../../test/render-page';
import { EmployeeSicknessSection } from './employee-sickness-section';
import { OpenSickPeriods } from './open-sick-periods';
import { SickDeadlinesBlock } from './sick-deadlines-block';

afterEach(() => {
  vi.unstubAllGlobals();
});

const today = danishToday();
const firstDay = addDays(today, -3);
const PERIOD = {
  firstDay,
  lastDay: null,
  calendarDays: 4,
  sickDays: 4,
  partialDays: 0,
  openReportId: 'r1',
  expectedReturn: null,
  employerPeriodEndsOn: addDays(firstDay, 29),
  conversationDueBy: addDays(firstDay, 28),
  nemRefusionReportBy: addDays(firstDay, 35),
  refusionFrom: addDays(firstDay, 30),
  eligibility: 'yes' as const,
  nextDeadline: { kind: 'conversation' as const, date: addDays(firstDay, 28) },
};
const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  days: i === 10 ? 4 : 0,
}));

function employeeSickness(overrides: Partial<EmployeeSicknessDto> = {}): EmployeeSicknessDto {
  return {
    employeeId: 'e1',
    today,
    sickDaysLast12Months: 4,
    rule120: { applies: false, sickDays: 4, warning: false, noticeWindow: null },
    settings: { rule120: false, section56From: null, section56To: null },
    periods: [PERIOD],
    perMonth: MONTHS,
    ...overrides,
  };
}

const Section = () => <EmployeeSicknessSection employeeId="e1" />;

describe("the employee page's 'Sygefravær'", () => {
  it('shows the periods, the deadlines and the eligibility hint', async () => {
    stubApi({ 'GET /api/sickness/employees/e1': () => Response.json(employeeSickness()) });
    await renderPage(Section);
    const period = await screen.findByRole('article');
    expect(period.textContent).toContain('(igangværende)');
    expect(period.textContent).toContain('Ret til sygedagpenge fra arbejdsgiveren: Ja');
    expect(period.textContent).toContain('Anmeld til NemRefusion senest');
    expect(screen.getByText(/Sygedage de seneste 12 måneder/).textContent).toContain('4 dage');
    expect(screen.queryByText(/120-dages-reglen:/)).toBeNull();
    expect(screen.getByText(/vejledende/)).toBeTruthy();
  });

  it('shows the 120-day count, the warning and the notice window with the lawyer note', async () => {
    stubApi({
      'GET /api/sickness/employees/e1': () =>
        Response.json(
          employeeSickness({
            sickDaysLast12Months: 121,
            rule120: {
              applies: true,
              sickDays: 121,
              warning: true,
              noticeWindow: {
                opensOn: today,
                closesOn: addDays(today, 6),
                lastDayOfEmployment: '2027-01-31',
              },
            },
          }),
        ),
    });
    await renderPage(Section);
    expect((await screen.findByText(/120-dages-reglen:/)).textContent).toContain('121 dage af 120');
    expect(screen.getByText(/advokat/).textContent).toContain('31.01.2027');
  });

  it('says so when there are no periods, and shows an error state when loading fails', async () => {
    stubApi({ 'GET /api/sickness/employees/e1': () => Response.json(employeeSickness({ periods: [] })) });
    await renderPage(Section);
    expect(await screen.findByText('Ingen sygeperioder de seneste 12 måneder.')).toBeTruthy();
    vi.unstubAllGlobals();
    stubApi({ 'GET /api/sickness/employees/e1': () => errorResponse(500, 'INTERNAL', 'Der skete en fejl.') });
    await renderPage(Section);
    expect(await screen.findByText('Sygefraværet kunne ikke vises')).toBeTruthy();
  });

  it("registers a sygemelding and shows the server's Danish message", async () => {
    const { callsTo } = stubApi({
      'GET /api/sickness/employees/e1': () => Response.json(employeeSickness({ periods: [] })),
      'POST /api/sickness/employees/e1/reports': () =>
        errorResponse(409, 'SICK_REPORT_OVERLAP', 'Medarbejderen er allerede sygemeldt i den periode'),
    });
    await renderPage(Section);
    fireEvent.click(await screen.findByRole('button', { name: 'Registrér sygemelding' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrér' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Medarbejderen er allerede sygemeldt i den periode',
    );
    expect(callsTo('POST', '/api/sickness/employees/e1/reports')[0]?.body).toEqual({
      firstDay: today,
      expectedReturn: null,
    });
  });

  it("'Raskmeld' sends 'Rask fra' for the open report", async () => {
    const { callsTo } = stubApi({
      'GET /api/sickness/employees/e1': () => Response.json(employeeSickness()),
      'POST /api/sickness/reports/r1/recover': () =>
        Response.json({ id: 'r1', employeeId: 'e1', firstDay, expectedReturn: null, recoveredOn: today }),
    });
    await renderPage(Section);
    fireEvent.click(await screen.findByRole('button', { name: 'Raskmeld' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raskmeld' }));
    await waitFor(() => expect(callsTo('POST', '/api/sickness/reports/r1/recover')).toHaveLength(1));
    expect(callsTo('POST', '/api/sickness/reports/r1/recover')[0]?.body).toEqual({ recoveredOn: today });
  });

  it("books a 'Sygefraværssamtale' before the due date", async () => {
    const { callsTo } = stubApi({
      'GET /api/sickness/employees/e1': () => Response.json(employeeSickness()),
      'POST /api/agreements': () => Response.json({ id: 'a1' }, { status: 201 }),
    });
    await renderPage(Section);
    fireEvent.click(await screen.findByRole('button', { name: 'Book sygefraværssamtale' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book samtale' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain(
      'Sygefraværssamtalen er booket',
    );
    expect(callsTo('POST', '/api/agreements')[0]?.body).toMatchObject({
      agreementType: 'Sygefraværssamtale',
      regardingId: 'e1',
      date: addDays(today, 7),
      time: '10:00',
    });
  });

  it('saves the settings', async () => {
    const { callsTo } = stubApi({
      'GET /api/sickness/employees/e1': () => Response.json(employeeSickness()),
      'PUT /api/sickness/employees/e1/settings': () =>
        Response.json({ rule120: true, section56From: null, section56To: null }),
    });
    await renderPage(Section);
    fireEvent.click(await screen.findByRole('switch', { name: '120-dages-reglen står i kontrakten' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gem indstillinger' }));
    expect(await screen.findByText('Indstillingerne er gemt.')).toBeTruthy();
    expect(callsTo('PUT', '/api/sickness/employees/e1/settings')[0]?.body).toEqual({
      rule120: true,
      section56From: null,
      section56To: null,
    });
  });
});

function companySickness(overrides: Partial<CompanySicknessDto> = {}): CompanySicknessDto {
  return {
    today,
    openPeriods: [{ ...PERIOD, employeeId: 'e1', employeeName: 'Sofie Syg' }],
    closedPeriodsWithRefusionDue: [],
    parentalLeave: [],
    perMonth: MONTHS,
    ...overrides,
  };
}

/** Bo, sick 31 days and back two days ago: his NemRefusion report is due in two days (decision 071). */
function closedPeriod(): CompanySicknessDto['closedPeriodsWithRefusionDue'][number] {
  const firstDay = addDays(today, -33);
  return {
    ...PERIOD,
    firstDay,
    lastDay: addDays(today, -3),
    calendarDays: 31,
    openReportId: null,
    employerPeriodEndsOn: addDays(firstDay, 29),
    conversationDueBy: addDays(firstDay, 28),
    nemRefusionReportBy: addDays(firstDay, 35),
    refusionFrom: addDays(firstDay, 30),
    nextDeadline: null,
    employeeId: 'e2',
    employeeName: 'Bo Rask',
  };
}

describe("/fravaer's 'Sygefravær'", () => {
  it('lists the open periods with their next deadline and the months in words', async () => {
    stubApi({ 'GET /api/sickness': () => Response.json(companySickness()) });
    await renderPage(OpenSickPeriods);
    const period = await screen.findByRole('article', { name: /Sofie Syg/ });
    expect(period.textContent).toContain('Sygefraværssamtale senest');
    expect(screen.getByText('Sygedage pr. måned, de seneste 12 måneder')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
  });

  it('lists a closed period whose NemRefusion report is still due, saying it has ended (decision 071)', async () => {
    stubApi({
      'GET /api/sickness': () =>
        Response.json(companySickness({ openPeriods: [], closedPeriodsWithRefusionDue: [closedPeriod()] })),
    });
    await renderPage(OpenSickPeriods);
    expect(await screen.findByText('Ingen er sygemeldt lige nu.')).toBeTruthy();
    const period = screen.getByRole('article', { name: /Bo Rask, afsluttet sygeperiode fra/ });
    expect(period.textContent).toContain(
      `Anmeld til NemRefusion senest ${formatDate(addDays(today, 2))} (afsluttet sygeperiode)`,
    );
    expect(period.textContent).toContain('31 dage');
  });

  it('says when nobody is sick, and shows an error state', async () => {
    stubApi({ 'GET /api/sickness': () => Response.json(companySickness({ openPeriods: [] })) });
    await renderPage(OpenSickPeriods);
    expect(await screen.findByText('Ingen er sygemeldt lige nu.')).toBeTruthy();
    vi.unstubAllGlobals();
    stubApi({ 'GET /api/sickness': () => errorResponse(500, 'INTERNAL', 'Fejl') });
    await renderPage(OpenSickPeriods);
    expect(await screen.findByText('Sygefraværet kunne ikke vises')).toBeTruthy();
  });
});

describe("the dashboard's 'Sygefravær og barsel: frister'", () => {
  it('shows the deadlines a week before and on the day', async () => {
    const dueToday = {
      ...PERIOD,
      conversationDueBy: today,
      employerPeriodEndsOn: addDays(today, 30),
      nemRefusionReportBy: addDays(today, 30),
    };
    stubApi({
      'GET /api/sickness': () =>
        Response.json(
          companySickness({ openPeriods: [{ ...dueToday, employeeId: 'e1', employeeName: 'Sofie Syg' }] }),
        ),
    });
    await renderPage(SickDeadlinesBlock);
    expect(await screen.findByText('I dag')).toBeTruthy();
    expect(screen.getByText(/Sygefraværssamtale senest/)).toBeTruthy();
  });

  it('shows a closed sick period’s NemRefusion report as an afsluttet sygeperiode (decision 071)', async () => {
    stubApi({
      'GET /api/sickness': () =>
        Response.json(companySickness({ openPeriods: [], closedPeriodsWithRefusionDue: [closedPeriod()] })),
    });
    await renderPage(SickDeadlinesBlock);
    expect(
      await screen.findByText(
        `Anmeld til NemRefusion senest ${formatDate(addDays(today, 2))} (afsluttet sygeperiode)`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bo Rask' }).getAttribute('href')).toBe('/medarbejdere/e2/ferie');
  });

  it('says when there are no deadlines the coming week', async () => {
    stubApi({ 'GET /api/sickness': () => Response.json(companySickness({ openPeriods: [] })) });
    await renderPage(SickDeadlinesBlock);
    expect(await screen.findByText('Ingen frister for sygefravær eller barsel den næste uge.')).toBeTruthy();
  });
});
