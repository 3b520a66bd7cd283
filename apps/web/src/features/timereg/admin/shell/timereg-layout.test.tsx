import type { TimeregStatus } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import { makeMe } from '../../../../test/me';
import { renderApp } from '../../../../test/render-app';
import { employee, timeLog } from '../registrations/test-fixtures';
import { status } from './test-status';

// The page's own tabs render for real: with nobody registering time, Overblik says so.
const OVERVIEW_EMPTY = 'Ingen medarbejdere registrerer tid endnu.';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(
  path: string,
  timeregStatus: TimeregStatus,
  employees = [] as ReturnType<typeof employee>[],
) {
  const api = stubApi({
    'GET /api/timereg/status': () => Response.json(timeregStatus),
    'GET /api/timereg/warnings': () => Response.json({ warnings: [] }),
    'GET /api/timereg/employees': () => Response.json({ employees }),
    'GET /api/timereg/logs': () =>
      Response.json({ employees: employees.map((one) => timeLog({ employeeId: one.id })) }),
    'GET /api/timereg/overview': () => Response.json({ from: '', to: '', employees: [] }),
    'GET /api/timereg/settings': () =>
      Response.json({
        company: {
          breakDuration: 30,
          paidBreak: false,
          isPaidHourly: false,
          weeklySchedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
            day,
            from: '08:00',
            end: '16:00',
            notWorking: day > 5,
          })),
          createdDate: '2024-08-05',
        },
        daysOff: [],
        lockDate: null,
        individual: [],
        timeBank: { autoBankOvertime: false, allowNegative: false },
      }),
  });
  return { api, ...renderApp({ path, me: makeMe() }) };
}

// The first render loads the page's lazy chunks, which can take more than the default second in a cold run.
const LOADED = { timeout: 5000 };

const link = (name: string) => screen.getByRole('link', { name }) as HTMLAnchorElement;

describe('the time registration page', () => {
  it('shows the tabs and the header buttons with a card and employees who register', async () => {
    renderAt('/tidsregistrering', status());
    expect(await screen.findByRole('heading', { name: 'Tidsregistrering', level: 1 }, LOADED)).toBeTruthy();
    const tabs = within(await screen.findByRole('tablist', { name: 'Tidsregistrering' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overblik', 'Registreringer', 'Overskridelser']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(OVERVIEW_EMPTY, {}, LOADED)).toBeTruthy();
    expect(link('Indstillinger').getAttribute('href')).toBe('/tidsregistrering/indstillinger');
    expect(screen.getByRole('button', { name: 'Ny registrering' })).toBeTruthy();
  });

  it('changes tab by replacing the history entry', async () => {
    const { router } = renderAt('/tidsregistrering', status());
    fireEvent.click(await screen.findByRole('tab', { name: 'Overskridelser' }, LOADED));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tidsregistrering/overskridelser'));
    expect(router.history.length).toBe(1);
    expect(await screen.findByText('Ingen overskridelser', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overskridelser' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Registreringer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tidsregistrering/registreringer'));
    expect(router.history.length).toBe(1);
  });

  it('opens the tab the path names', async () => {
    renderAt('/tidsregistrering/overskridelser', status());
    const tab = await screen.findByRole('tab', { name: 'Overskridelser' }, LOADED);
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });

  it('passes the employee of the navigation state on to Registreringer', async () => {
    const team = [employee(), employee({ id: 'emp-7', firstName: 'Eva', lastName: 'Ek' })];
    const { router } = renderAt('/tidsregistrering', status(), team);
    await screen.findByRole('tab', { name: 'Registreringer' }, LOADED);
    await router.navigate({ to: '/tidsregistrering/registreringer', state: { employeeId: 'emp-7' } });
    expect(await screen.findByRole('rowheader', { name: 'Eva Ek' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Anna Hansen' })).toBeNull();
  });

  it("opens 'Ny registrering' from the header", async () => {
    renderAt('/tidsregistrering', status());
    fireEvent.click(await screen.findByRole('button', { name: 'Ny registrering' }, LOADED));
    expect(await screen.findByRole('dialog', { name: 'Ny registrering' }, LOADED)).toBeTruthy();
  });

  it('sends an unknown tab to Overblik', async () => {
    const { router } = renderAt('/tidsregistrering/findes-ikke', status());
    await waitFor(() => expect(router.state.location.pathname).toBe('/tidsregistrering'));
  });

  it('has its own title on the settings page, without the tabs', async () => {
    renderAt('/tidsregistrering/indstillinger', status());
    expect(
      await screen.findByRole('heading', { name: 'Indstillinger til tidsregistrering', level: 1 }, LOADED),
    ).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Normtid og pause' }, LOADED)).toBeTruthy();
  });
});

describe('the promo', () => {
  it("asks for a payment card without a card or trial: 'Tilknyt betalingskort' to /subscription", async () => {
    renderAt('/tidsregistrering', status({ hasPaymentCard: false }));
    expect(await screen.findByText('Kræver tilknyttet betalingskort', {}, LOADED)).toBeTruthy();
    expect(link('Tilknyt betalingskort').getAttribute('href')).toBe('/subscription?planer=1');
    expect(screen.getByText('10 kr. pr. medarbejder pr. måned')).toBeTruthy();
    expect(screen.getByText('Overhold lovens krav og 48-timers-reglen')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ny registrering' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Indstillinger' })).toBeNull();
  });

  it("offers 'Kom godt igang' (to the settings) when nobody registers yet", async () => {
    renderAt('/tidsregistrering', status({ eligibleEmployees: 0 }));
    expect(
      await screen.findByRole('heading', { name: 'Kom godt i gang med tidsregistrering' }, LOADED),
    ).toBeTruthy();
    expect(link('Kom godt igang').getAttribute('href')).toBe('/tidsregistrering/indstillinger');
    expect(screen.queryByText('Kræver tilknyttet betalingskort')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    // The header buttons follow the card, not the employees.
    expect(screen.getByRole('button', { name: 'Ny registrering' })).toBeTruthy();
  });

  it("offers 'Kom godt igang' during a trial without a card", async () => {
    renderAt('/tidsregistrering', status({ hasPaymentCard: false, trial: true, eligibleEmployees: 0 }));
    expect(await screen.findByRole('link', { name: 'Kom godt igang' }, LOADED)).toBeTruthy();
    expect(screen.queryByText('Kræver tilknyttet betalingskort')).toBeNull();
  });

  it('says the trial has expired and asks for a card', async () => {
    renderAt('/tidsregistrering', status({ status: 'expired', hasPaymentCard: false }));
    expect(
      await screen.findByRole('heading', { name: 'Jeres prøveperiode er udløbet' }, LOADED),
    ).toBeTruthy();
    expect(screen.getByText('Kræver tilknyttet betalingskort')).toBeTruthy();
    expect(link('Tilknyt betalingskort').getAttribute('href')).toBe('/subscription?planer=1');
  });

  it('lets the settings open without employees, to get started', async () => {
    renderAt('/tidsregistrering/indstillinger', status({ eligibleEmployees: 0 }));
    expect(await screen.findByRole('heading', { name: 'Normtid og pause' }, LOADED)).toBeTruthy();
    expect(screen.queryByText('Kom godt igang')).toBeNull();
  });

  it('shows a loader while the status loads', async () => {
    stubApi({ 'GET /api/timereg/status': () => new Promise<Response>(() => {}) });
    renderApp({ path: '/tidsregistrering', me: makeMe() });
    expect(await screen.findByLabelText('Indlæser tidsregistrering', {}, LOADED)).toBeTruthy();
  });
});
