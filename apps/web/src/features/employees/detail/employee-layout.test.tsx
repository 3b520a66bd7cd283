import { DEFAULT_EMPLOYEE_SETTINGS, type EmployeeDetail } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, listResponse, owner } from '../../../test/employee-fixtures';
import { stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubEmployee(employee: EmployeeDetail | null = detail()) {
  return stubApi({
    'GET /api/employees': () => Response.json(listResponse([owner])),
    ...(employee
      ? {
          [`GET /api/employees/${employee.id}`]: () => Response.json(employee),
          [`GET /api/employees/${employee.id}/history`]: () => Response.json({ entries: [] }),
        }
      : {}),
  });
}

describe('EmployeeLayout', () => {
  it('opens Profil when no tab is given', async () => {
    stubEmployee();
    const { router } = renderApp({ path: '/medarbejdere/emp-2', me: makeMe() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/medarbejdere/emp-2/profil'));
    expect(await screen.findByRole('heading', { name: 'Bo Bager', level: 1 })).toBeTruthy();
  });

  it('opens Profil for a tab that does not exist', async () => {
    stubEmployee();
    const { router } = renderApp({ path: '/medarbejdere/emp-2/noget', me: makeMe() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/medarbejdere/emp-2/profil'));
  });

  it('has no Udstyr tab on freemium, and its address opens Profil (docs/rules/equipment.md#ruling-26)', async () => {
    stubEmployee();
    const me = makeMe({ company: { subscription: { plan: 'freemium', status: 'active' } } });
    const { router } = renderApp({ path: '/medarbejdere/emp-2/udstyr', me });
    await waitFor(() => expect(router.state.location.pathname).toBe('/medarbejdere/emp-2/profil'));
    const tabs = within(await screen.findByRole('tablist', { name: 'Medarbejderens sider' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Profil',
      'Dokumenter',
      'Aftaler',
      'Ferie',
      'Indstillinger',
    ]);
  }, 20_000);

  it('sends the old /employees/{id} to the profile', async () => {
    stubEmployee();
    const { router } = renderApp({ path: '/employees/emp-2', me: makeMe() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/medarbejdere/emp-2/profil'));
  });

  it('shows the header and the tabs as links; the URL chooses the tab', async () => {
    stubEmployee();
    const { router } = renderApp({ path: '/medarbejdere/emp-2/profil', me: makeMe() });
    const name = await screen.findByRole('heading', { name: 'Bo Bager', level: 1 });
    const header = name.parentElement as HTMLElement;
    expect(within(header).getByText('Bager')).toBeTruthy();
    expect(within(header).getByText('Aktiv')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Medarbejderens sider' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Profil',
      'Dokumenter',
      'Aftaler',
      'Udstyr',
      'Ferie',
      'Indstillinger',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/medarbejdere/emp-2/profil',
      '/medarbejdere/emp-2/dokumenter',
      '/medarbejdere/emp-2/aftaler',
      '/medarbejdere/emp-2/udstyr',
      '/medarbejdere/emp-2/ferie',
      '/medarbejdere/emp-2/indstillinger',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Oplysninger' })).toBeTruthy();

    fireEvent.click(tabs[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/medarbejdere/emp-2/dokumenter'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Dokumenter' }).getAttribute('aria-selected')).toBe('true'),
    );
    // The Dokumenter tab's route loads lazily; then the profile is gone.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Oplysninger' })).toBeNull());
  });

  it('goes back to the list, saying so, when the employee is unknown or hidden (404)', async () => {
    stubEmployee(null);
    const { router } = renderApp({ path: '/medarbejdere/findes-ikke/profil', me: makeMe() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/medarbejdere'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Ingen medarbejder fundet');
    // Replaced, so Back does not return to the missing page.
    expect(router.history.length).toBe(1);
  });

  it('offers "Slet medarbejder" for others, not for yourself or the owner', async () => {
    stubEmployee(detail({ isSelf: true, isOwner: true }));
    renderApp({ path: '/medarbejdere/emp-2/profil', me: makeMe() });
    await screen.findByRole('heading', { name: 'Bo Bager', level: 1 });
    expect(screen.queryByRole('button', { name: 'Slet medarbejder' })).toBeNull();
  });

  it('does not offer deleting the owner either', async () => {
    stubEmployee(detail({ isOwner: true }));
    renderApp({ path: '/medarbejdere/emp-2/profil', me: makeMe() });
    await screen.findByRole('heading', { name: 'Bo Bager', level: 1 });
    expect(screen.queryByRole('button', { name: 'Slet medarbejder' })).toBeNull();
  });
});

describe("'Se registreringer'", () => {
  it('opens Registreringer on the employee, who is passed in the navigation state', async () => {
    stubEmployee(detail({ settings: { ...DEFAULT_EMPLOYEE_SETTINGS, mobileApp: { access: true } } }));
    const { router } = renderApp({ path: '/medarbejdere/emp-2/profil', me: makeMe() });
    const link = await screen.findByRole('link', { name: 'Se registreringer' });
    expect(link.getAttribute('href')).toBe('/tidsregistrering/registreringer');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tidsregistrering/registreringer'));
    expect(router.state.location.state.employeeId).toBe('emp-2');
  });

  it('is not offered for someone who does not register time', async () => {
    stubEmployee();
    renderApp({ path: '/medarbejdere/emp-2/profil', me: makeMe() });
    await screen.findByRole('heading', { name: 'Bo Bager', level: 1 });
    expect(screen.queryByRole('link', { name: 'Se registreringer' })).toBeNull();
  });
});
