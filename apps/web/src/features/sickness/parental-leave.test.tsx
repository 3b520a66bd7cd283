import {
  addDays,
  type CompanySicknessDto,
  danishToday,
  type EmployeeParentalLeaveDto,
  formatDate,
  type OpenParentalLeaveDto,
} from '@kollega/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../test/fetch-stub';
import { renderPage } from '../../test/render-page';
import { EmployeeParentalLeaveSection } from './employee-parental-leave-section';
import { OpenParentalLeave } from './open-parental-leave';
import { OpenSickPeriods } from './open-sick-periods';
import { SickDeadlinesBlock } from './sick-deadlines-block';

// Decision 056: Barsel's refusion deadline on the employee page, /fravaer and the dashboard.

afterEach(() => {
  vi.unstubAllGlobals();
});

const today = danishToday();
/** Paid barselsorlov, then unpaid forældreorlov; the salary stopped 20 days ago. */
const PAID_THEN_UNPAID = {
  firstDay: addDays(today, -60),
  lastDay: addDays(today, -10),
  days: 36,
  kinds: ['maternity' as const, 'parental' as const],
  withPay: true,
  lastPaidDay: addDays(today, -20),
  refusionRequestBy: addDays(today, 36),
  ongoing: false,
};
const UNPAID = {
  firstDay: '2025-02-03',
  lastDay: '2025-02-14',
  days: 10,
  kinds: ['paternity' as const],
  withPay: false,
  lastPaidDay: null,
  refusionRequestBy: null,
  ongoing: false,
};

function employeeLeave(periods: EmployeeParentalLeaveDto['periods']): EmployeeParentalLeaveDto {
  return { employeeId: 'e1', today, periods };
}

const Section = () => <EmployeeParentalLeaveSection employeeId="e1" />;

describe("the employee page's 'Barsel'", () => {
  it('lists the periods with kinds, salary and the vejledende refusion deadline', async () => {
    stubApi({
      'GET /api/sickness/employees/e1/parental-leave': () =>
        Response.json(employeeLeave([PAID_THEN_UNPAID, UNPAID])),
    });
    await renderPage(Section);
    const section = await screen.findByRole('region', { name: 'Barsel' });
    const [paid, unpaid] = within(section).getAllByRole('article');
    expect(paid?.textContent).toContain(
      `${formatDate(PAID_THEN_UNPAID.firstDay)} – ${formatDate(PAID_THEN_UNPAID.lastDay)}`,
    );
    expect(paid?.textContent).toContain('Barselsorlov, forældreorlov');
    expect(paid?.textContent).toContain(
      `Løn under orlov: Ja, til og med ${formatDate(PAID_THEN_UNPAID.lastPaidDay)}`,
    );
    expect(paid?.textContent).toContain(
      `Anmod om refusion senest ${formatDate(PAID_THEN_UNPAID.refusionRequestBy)} (vejledende)`,
    );
    expect(unpaid?.textContent).toContain('Fædreorlov');
    expect(unpaid?.textContent).toContain('Løn under orlov: Nej');
    expect(unpaid?.textContent).toContain('Ingen refusionsfrist');
    expect(within(section).getByText(/barselslovens § 40/).textContent).toContain('vejledende');
  });

  it('marks an ongoing period and its deadline as provisional', async () => {
    const ongoing = {
      ...PAID_THEN_UNPAID,
      lastDay: addDays(today, 30),
      lastPaidDay: addDays(today, 30),
      ongoing: true,
    };
    stubApi({
      'GET /api/sickness/employees/e1/parental-leave': () =>
        Response.json(employeeLeave([{ ...ongoing, refusionRequestBy: addDays(today, 86) }])),
    });
    await renderPage(Section);
    const period = await screen.findByRole('article');
    expect(within(period).getByText('I gang')).toBeTruthy();
    expect(period.textContent).toContain('Løn under orlov: Ja');
    expect(period.textContent).toContain('foreløbig, orloven er ikke afsluttet');
  });

  it('says when there is no Barsel, and shows an error state', async () => {
    stubApi({ 'GET /api/sickness/employees/e1/parental-leave': () => Response.json(employeeLeave([])) });
    await renderPage(Section);
    expect(await screen.findByText('Ingen barselsperioder de seneste 2 år.')).toBeTruthy();
    vi.unstubAllGlobals();
    stubApi({
      'GET /api/sickness/employees/e1/parental-leave': () => errorResponse(500, 'INTERNAL', 'Fejl'),
    });
    await renderPage(Section);
    expect(await screen.findByText('Barsel kunne ikke vises')).toBeTruthy();
  });
});

function openLeave(overrides: Partial<OpenParentalLeaveDto> = {}): OpenParentalLeaveDto {
  return {
    ...PAID_THEN_UNPAID,
    refusionRequestBy: PAID_THEN_UNPAID.refusionRequestBy,
    employeeId: 'e2',
    employeeName: 'Bente Barsel',
    ...overrides,
  };
}

function companySickness(parentalLeave: OpenParentalLeaveDto[]): CompanySicknessDto {
  return { today, openPeriods: [], closedPeriodsWithRefusionDue: [], parentalLeave, perMonth: [] };
}

describe("/fravaer's 'Barsel: refusion'", () => {
  it('lists the open refusion deadlines', async () => {
    stubApi({ 'GET /api/sickness': () => Response.json(companySickness([openLeave()])) });
    await renderPage(OpenParentalLeave);
    const period = await screen.findByRole('article', { name: /Bente Barsel, barsel fra/ });
    expect(period.textContent).toContain(
      `Anmod om refusion senest ${formatDate(PAID_THEN_UNPAID.refusionRequestBy)} (vejledende)`,
    );
    expect(period.textContent).toContain('barselsorlov, forældreorlov');
    expect(within(period).getByRole('link', { name: 'Bente Barsel' }).getAttribute('href')).toBe(
      '/medarbejdere/e2/ferie',
    );
  });

  it('shows nothing without an open deadline', async () => {
    stubApi({ 'GET /api/sickness': () => Response.json(companySickness([])) });
    // Beside 'Sygefravær', as on /fravaer: once that shows the answer, this has had it too.
    await renderPage(() => (
      <>
        <OpenSickPeriods />
        <OpenParentalLeave />
      </>
    ));
    expect(await screen.findByText('Ingen er sygemeldt lige nu.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Barsel: refusion' })).toBeNull();
  });
});

describe("the dashboard's deadline block", () => {
  it('shows a refusion deadline within the week beside the sickness deadlines', async () => {
    stubApi({
      'GET /api/sickness': () =>
        Response.json(companySickness([openLeave({ refusionRequestBy: addDays(today, 2) })])),
    });
    await renderPage(SickDeadlinesBlock);
    expect(
      await screen.findByText(`Barsel: anmod om refusion senest ${formatDate(addDays(today, 2))}`),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bente Barsel' })).toBeTruthy();
  });
});
